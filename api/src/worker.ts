import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { shutDownGracefully } from './common/graceful-shutdown';

/**
 * Queue worker: the same modules as the API without HTTP, so every job processor registers
 * itself and consumes BullMQ (production runs several of these beside API replicas with WORKERS=off).
 */
async function bootstrap(): Promise<void> {
  process.env.WORKERS = 'on';
  if (!process.env.REDIS_URL) throw new Error('worker.ts needs REDIS_URL: without Redis, jobs run inside the API process');
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  shutDownGracefully(app);
  new Logger('Worker').log('Worker consuming the media, payments, inventory, orders and notifications queues');
}

void bootstrap();
