import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModuleOptions } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';

/** Login counters live in Redis when there is one, so every API replica sees the same attempts. */
export const throttlerOptions = (config: AppConfig): ThrottlerModuleOptions => ({
  throttlers: [{ name: 'login', ttl: config.LOGIN_THROTTLE_TTL_SECONDS * 1000, limit: config.LOGIN_THROTTLE_LIMIT }],
  storage: config.REDIS_URL ? new ThrottlerStorageRedisService(config.REDIS_URL) : undefined,
  errorMessage: 'Too many login attempts. Please wait a minute and try again.',
});
