import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Job, jobId, JobQueue } from '../queue/job-queue';
import { FileStore } from './file-store';

/**
 * Removes files that are no longer referenced through a `media` job, after RETIRED_FILE_GRACE_SECONDS:
 * pages and clients already holding a replaced file's URL keep working meanwhile.
 */
@Injectable()
export class RetiredFilesService implements OnModuleInit {
  constructor(
    private readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'remove-file', ({ data }: Job) => this.files.remove((data as { url: string }).url));
  }

  async retire(url: string): Promise<void> {
    await this.queue.add('media', 'remove-file', { url }, { delayMs: this.config.RETIRED_FILE_GRACE_SECONDS * 1000, jobId: jobId('remove-file', url) });
  }
}
