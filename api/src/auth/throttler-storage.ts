import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModuleOptions, ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';

/**
 * Login counters live in Redis when there is one, so every API replica sees the same attempts.
 * A provider (not a bare object) so that Nest closes its Redis connection on shutdown.
 */
export const LOGIN_THROTTLE_STORAGE = 'LOGIN_THROTTLE_STORAGE';

@Module({
  providers: [
    {
      provide: LOGIN_THROTTLE_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ThrottlerStorage =>
        config.REDIS_URL
          ? new ThrottlerStorageRedisService(config.REDIS_URL, { keyPrefix: `${config.QUEUE_PREFIX}:throttle:` })
          : new ThrottlerStorageService(),
    },
  ],
  exports: [LOGIN_THROTTLE_STORAGE],
})
export class LoginThrottleStorageModule {}

export const throttlerOptions = (config: AppConfig, storage: ThrottlerStorage): ThrottlerModuleOptions => ({
  throttlers: [
    { name: 'login', ttl: config.LOGIN_THROTTLE_TTL_SECONDS * 1000, limit: config.LOGIN_THROTTLE_LIMIT },
    { name: 'forms', ttl: config.FORM_THROTTLE_TTL_SECONDS * 1000, limit: config.FORM_THROTTLE_LIMIT },
  ],
  storage,
  errorMessage: (context) =>
    context.getHandler().name === 'login'
      ? 'Too many login attempts. Please wait a minute and try again.'
      : 'Too many requests from your address. Please wait a few minutes and try again.',
});
