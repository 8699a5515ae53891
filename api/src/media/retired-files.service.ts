import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Job, jobId, JobQueue } from '../queue/job-queue';
import { FileStore } from './file-store';

/** A bucket down for hours still gets its removals: tries spread over about three hours. */
const REMOVAL_TRIES = { attempts: 12, backoffMs: 5000 };

/**
 * Removes files that are no longer referenced through a `media` job, after RETIRED_FILE_GRACE_SECONDS:
 * pages and clients already holding a replaced file's URL keep working meanwhile.
 */
@Injectable()
export class RetiredFilesService implements OnModuleInit {
  private readonly logger = new Logger('RetiredFiles');

  constructor(
    private readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'remove-file', ({ data }: Job) => this.files.remove((data as { url: string }).url));
  }

  async retire(url: string): Promise<void> {
    await this.queue.add('media', 'remove-file', { url }, { ...REMOVAL_TRIES, delayMs: this.config.RETIRED_FILE_GRACE_SECONDS * 1000, jobId: jobId('remove-file', url) });
  }

  /**
   * Removes files nothing refers to any more (a failed save's, a deleted product's) at once; one the store cannot
   * remove just now (the bucket down or slow, maybe after it took the upload) is left to a remove-file job.
   */
  async removeNow(urls: string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.files.remove(url).catch(() => this.queue.add('media', 'remove-file', { url }, { ...REMOVAL_TRIES, jobId: jobId('remove-file', url) }))))
      .catch((error: Error) => this.logger.warn(`Removal not queued: ${error.message}`));
  }
}
