import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { isStopping } from '../common/graceful-shutdown';
import { AppConfig } from '../config/app-config';
import { BullMqJobQueue } from '../queue/bullmq-job-queue';
import { JobQueue } from '../queue/job-queue';
import { FileStore } from '../media/file-store';

/** A dependency that does not answer within this counts as down, so the check itself answers within 2 s. */
const CHECK_TIMEOUT_MS = 1500;

/** One dependency's state as terminus reports it; `message` says why it is down, `mode` how the queue runs. */
const dependencySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['up', 'down'] },
    message: { type: 'string', example: 'Redis did not answer PING' },
    mode: {
      type: 'string',
      enum: ['bullmq', 'in-process', 'africastalking', 'stand-in', 'smtp', 'outbox', 'daraja', 'cloud', 'off', 'local', 's3'],
      description: 'How the queue runs, how SMS, e-mail and WhatsApp go out, how M-Pesa prompts are sent, where pictures are kept',
    },
    reachable: { type: 'boolean', description: 'pictures: whether the store answers (an unreachable bucket never makes the replica unready)' },
  },
};
const dependencies = (description: string) => ({ type: 'object', description, additionalProperties: dependencySchema });

/** Terminus's answer; its own Swagger schema leaves the dependencies untyped, so the shop documents it. */
const checkSchema = {
  type: 'object',
  required: ['status', 'details'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error', 'shutting_down'] },
    info: { ...dependencies('The dependencies that are up, by name (database, redis, sms, email, whatsapp, mpesa, pesapal, pictures)'), nullable: true },
    error: { ...dependencies('The dependencies that are down, by name, with why'), nullable: true },
    details: dependencies('Every dependency checked, by name'),
  },
  example: { status: 'ok', info: { database: { status: 'up' } }, error: {}, details: { database: { status: 'up' } } },
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
    private readonly config: AppConfig,
    private readonly files: FileStore,
  ) {}

  @Get('live')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: 'The process is up', schema: checkSchema })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  // `ready` first: it keeps the operation id health_ready, the root is its alias (health_readyAlias1).
  @Get(['ready', ''])
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: 'Database and queue answer', schema: checkSchema })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down; `error` names it (database or redis); or the process is stopping (status shutting_down)', schema: checkSchema })
  ready(): Promise<HealthCheckResult> {
    // From SIGTERM on: the load balancer takes this replica out while it still answers what it is sent.
    if (isStopping()) throw new ServiceUnavailableException({ status: 'shutting_down', details: {} });
    return this.health.check([() => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }), () => this.redis(), () => this.sms(), () => this.email(), () => this.whatsapp(), () => this.mpesa(), () => this.pesapal(), () => this.pictures()]);
  }

  /** SMS, e-mail and the payment methods never make the shop unready (the outbox keeps messages; staff can mark an order paid), but health says plainly when one is off. */
  private sms() {
    const mode = this.config.smsMode;
    const message = { africastalking: "SMS through Africa's Talking", 'stand-in': 'Development stand-in: no SMS reaches a phone', off: 'OFF: AT_USERNAME and AT_API_KEY are not set, no SMS is sent' }[mode];
    return this.indicators.check('sms').up({ mode, message });
  }

  private email() {
    const mode = this.config.emailMode;
    const message = { smtp: 'E-mail through SMTP_URL', outbox: 'Development: e-mail is kept in the outbox, not sent', off: 'OFF: SMTP_URL is not set, no e-mail is sent' }[mode];
    return this.indicators.check('email').up({ mode, message });
  }

  private whatsapp() {
    const mode = this.config.whatsappMode;
    const message = {
      cloud: 'Order updates through the WhatsApp Cloud API, to customers who asked',
      'stand-in': 'Development stand-in at /whatsapp-sandbox: nothing reaches phones',
      off: 'OFF: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set, order updates go by SMS',
    }[mode];
    return this.indicators.check('whatsapp').up({ mode, message });
  }

  private mpesa() {
    const mode = this.config.mpesaMode;
    const message = {
      daraja: 'M-Pesa Express through Daraja',
      'stand-in': 'Development stand-in at /mpesa-sandbox: no money moves',
      off: 'OFF: MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET are not set, the payment page offers no M-Pesa',
    }[mode];
    return this.indicators.check('mpesa').up({ mode, message });
  }

  private pesapal() {
    const mode = this.config.pesapalMode;
    const message = {
      pesapal: 'Card and other payments through Pesapal',
      'stand-in': 'Development sandbox at /pesapal-sandbox: no money moves',
      off: 'OFF: PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET are not set, the payment page offers no card payment',
    }[mode];
    return this.indicators.check('pesapal').up({ mode, message });
  }

  /** Where pictures are kept; a bucket that does not answer is reported, never a reason to take the replica out (pages and checkout work without it). */
  private async pictures() {
    return this.indicators.check('pictures').up({ ...(await this.files.health()) });
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
