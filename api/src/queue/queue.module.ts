import { Global, Inject, Logger, Module, BeforeApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobQueue } from './job-queue';

@Global()
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig): JobQueue => {
        const logger = new Logger('Queue');
        if (config.REDIS_URL) {
          const consume = config.WORKERS === 'on';
          logger.log(`Jobs on BullMQ (Redis); ${consume ? 'consumed in this process' : 'consumed by worker processes'}`);
          return new BullMqJobQueue(config.REDIS_URL, consume, config.QUEUE_PREFIX);
        }
        logger.warn('REDIS_URL not set: jobs run in-process (development fallback, lost on restart)');
        return new InProcessJobQueue();
      },
    },
  ],
  exports: [JobQueue],
})
export class QueueModule implements BeforeApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  /** Before any onApplicationShutdown (the database closes there): jobs in flight finish first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
