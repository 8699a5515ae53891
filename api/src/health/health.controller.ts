import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { BullMqJobQueue } from '../queue/bullmq-job-queue';
import { JobQueue } from '../queue/job-queue';

class HealthView {
  status: 'ok' | 'degraded';
  database: { dialect: string; ok: boolean };
  queue: { mode: 'bullmq' | 'in-process'; redis: boolean | null };
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly queue: JobQueue,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Database and queue status', type: HealthView })
  async health(): Promise<HealthView> {
    const databaseOk = await this.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const redis = this.queue instanceof BullMqJobQueue ? await this.queue.ping().catch(() => false) : null;
    return {
      status: databaseOk && redis !== false ? 'ok' : 'degraded',
      database: { dialect: this.db.options.type, ok: databaseOk },
      queue: { mode: this.queue.mode, redis },
    };
  }
}
