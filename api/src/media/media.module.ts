import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStore, LocalFileStore } from './file-store';

@Global()
@Module({
  providers: [{ provide: FileStore, inject: [AppConfig], useFactory: (config: AppConfig) => new LocalFileStore(config.uploadsDir) }],
  exports: [FileStore],
})
export class MediaModule {}
