import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStore, LocalFileStore } from './file-store';
import { ImageWidthsService } from './image-widths';
import { RetiredFilesService } from './retired-files.service';

@Global()
@Module({
  providers: [{ provide: FileStore, inject: [AppConfig], useFactory: (config: AppConfig) => new LocalFileStore(config.uploadsDir) }, RetiredFilesService, ImageWidthsService],
  exports: [FileStore, RetiredFilesService, ImageWidthsService],
})
export class MediaModule {}
