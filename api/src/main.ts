import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { shutDownGracefully } from './common/graceful-shutdown';
import { loadConfig } from './config/app-config';
import { seed } from './seed/seed';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Nest's own messages wait for the shop's logger (JSON lines in production, see logging/shop-logger.ts).
  // configureApp sets the shop's own body parsers.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(PinoLogger));
  configureApp(app);
  // Modules start (and register their job handlers) before the seed queues work for them, such as its pictures' widths.
  await app.init();
  await seed(app);
  const server = app.getHttpServer() as Server;
  // Node 20's headersTimeout (60 s) times a request's headers only, never an idle connection: it stays as it is.
  server.keepAliveTimeout = config.KEEP_ALIVE_SECONDS * 1000;
  await app.listen(config.PORT);
  shutDownGracefully(app, server, config.shutdownDelayMs);
  new Logger('Shop').log(`Shop on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

void bootstrap();
