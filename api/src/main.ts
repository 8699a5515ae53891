import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { loadConfig } from './config/app-config';
import { seed } from './seed/seed';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: config.NODE_ENV === 'test' ? ['error', 'warn'] : undefined,
    bodyParser: false, // configureApp sets the shop's own
  });
  app.enableShutdownHooks();
  configureApp(app);
  await seed(app);
  await app.listen(config.PORT);
  new Logger('Shop').log(`Shop on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

void bootstrap();
