import { Injectable, OnModuleInit } from '@nestjs/common';
import { Job, JobQueue } from '../queue/job-queue';
import { FileStore } from './file-store';

/** How long a replaced file stays served: pages and clients already holding its URL keep working. */
const GRACE_MS = 15 * 60 * 1000;

/** Removes files that are no longer referenced, after a grace period, through a `media` job. */
@Injectable()
export class RetiredFilesService implements OnModuleInit {
  constructor(
    private readonly files: FileStore,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'remove-file', ({ data }: Job) => this.files.remove((data as { url: string }).url));
  }

  async retire(url: string): Promise<void> {
    await this.queue.add('media', 'remove-file', { url }, { delayMs: GRACE_MS, jobId: `remove-file:${url}` });
  }
}
