import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { shutDownGracefully } from './common/graceful-shutdown';
import { loadConfig } from './config/app-config';
import { seed } from './seed/seed';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: config.NODE_ENV === 'test' ? ['error', 'warn'] : undefined,
  });
  configureApp(app);
  await seed(app);
  await app.listen(config.PORT);
  shutDownGracefully(app, app.getHttpServer());
  new Logger('Shop').log(`Shop on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

void bootstrap();
