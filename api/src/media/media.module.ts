import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStore, LocalFileStore } from './file-store';
import { ImageWidthsService } from './image-widths';
import { RetiredFilesService } from './retired-files.service';
import { S3FileStore } from './s3-file-store';

/** The one place the store is chosen, by configuration alone: S3_BUCKET set means the bucket, else local disk. */
export function fileStoreFor(config: AppConfig): FileStore {
  const s3 = config.s3;
  return s3 ? new S3FileStore(s3) : new LocalFileStore(config.uploadsDir, config.mediaPublicUrl);
}

@Global()
@Module({
  providers: [{ provide: FileStore, inject: [AppConfig], useFactory: fileStoreFor }, RetiredFilesService, ImageWidthsService],
  exports: [FileStore, RetiredFilesService, ImageWidthsService],
})
export class MediaModule {}
