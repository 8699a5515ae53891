import { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { memoryStorage } from 'multer';
import { loadConfig } from '../config/app-config';

/** Multer keeps uploads in memory (they are checked and re-encoded before anything is written), size-limited. */
export const uploadOptions = (): MulterOptions => ({
  storage: memoryStorage(),
  limits: { fileSize: loadConfig().MAX_UPLOAD_BYTES, files: 50 },
});
