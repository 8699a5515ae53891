import { Global, Injectable, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { shopLogger } from './shop-logger';

/** The process's root pino logger, built once from the config. */
@Injectable()
export class ShopLog {
  readonly root: Logger;

  constructor(config: AppConfig) {
    this.root = shopLogger(config);
  }
}

@Global()
@Module({ providers: [ShopLog], exports: [ShopLog] })
class ShopLogModule {}

/**
 * Nest's logger on pino (nestjs-pino). The request log itself is mounted first in app.setup.ts so that
 * static files and front-end pages get an id and a line too; nestjs-pino only binds that request's
 * logger (`useExisting`) so lines logged while handling a request carry its id.
 */
@Module({
  imports: [
    ShopLogModule,
    LoggerModule.forRootAsync({
      imports: [ShopLogModule],
      inject: [ShopLog],
      useFactory: (log: ShopLog) => ({ pinoHttp: { logger: log.root }, useExisting: true, forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }] }),
    }),
  ],
})
export class LoggingModule {}
