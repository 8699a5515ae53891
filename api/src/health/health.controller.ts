import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { BullMqJobQueue } from '../queue/bullmq-job-queue';
import { JobQueue } from '../queue/job-queue';

/** A dependency that does not answer within this counts as down, so the check itself answers within 2 s. */
const CHECK_TIMEOUT_MS = 1500;

const checkSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    info: { type: 'object', additionalProperties: { type: 'object', properties: { status: { type: 'string', enum: ['up', 'down'] } } } },
    error: { type: 'object', description: 'The dependencies that are down, by name (database, redis), with why' },
    details: { type: 'object' },
  },
};

/**
 * Liveness (the process answers) and readiness (it can serve: database and, with Redis, the queue).
 * A load balancer stops sending traffic on a 503 from readiness; an orchestrator restarts on liveness only.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly queue: JobQueue,
  ) {}

  @Get('live')
  @HealthCheck()
  @ApiOkResponse({ description: 'The process is up', schema: checkSchema })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  // `ready` first: it keeps the operation id health_ready, the root is its alias (health_readyAlias1).
  @Get(['ready', ''])
  @HealthCheck()
  @ApiOkResponse({ description: 'Database and queue answer', schema: checkSchema })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down; `error` names it (database or redis)', schema: checkSchema })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }), () => this.redis()]);
  }

  private async redis() {
    const check = this.indicators.check('redis');
    if (!(this.queue instanceof BullMqJobQueue)) return check.up({ mode: 'in-process' });
    try {
      return (await this.queue.ping()) ? check.up({ mode: 'bullmq' }) : check.down({ message: 'Redis did not answer PING' });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }
}
