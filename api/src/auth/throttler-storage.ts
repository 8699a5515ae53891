import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ExecutionContext, Module, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerModuleOptions, ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { normaliseKenyanMobile } from '../checkout/phone';
import { hasRole } from '../common/roles';
import { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';

/**
 * Login counters live in Redis when there is one, so every API replica sees the same attempts.
 * A provider (not a bare object) so that Nest closes its Redis connection on shutdown.
 */
export const LOGIN_THROTTLE_STORAGE = 'LOGIN_THROTTLE_STORAGE';

/**
 * Counters in Redis, shared by every replica; while Redis is down, each replica counts in its own
 * memory instead, so attempts stay limited and no request waits for Redis or fails because of it.
 */
class SharedThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly fallback = new ThrottlerStorageService();

  constructor(private readonly redis: ThrottlerStorageRedisService) {
    redis.redis.on('error', () => undefined);
  }

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return this.redis.increment(key, ttl, limit, blockDuration, throttlerName).catch(() => this.fallback.increment(key, ttl, limit, blockDuration, throttlerName));
  }

  onModuleDestroy(): void {
    this.redis.onModuleDestroy();
    this.fallback.onApplicationShutdown();
  }
}

@Module({
  providers: [
    {
      provide: LOGIN_THROTTLE_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ThrottlerStorage =>
        config.REDIS_URL
          ? new SharedThrottlerStorage(
              // Fail fast while Redis is away (no offline queue, a command timeout): a login never waits for it.
              new ThrottlerStorageRedisService(config.REDIS_URL, { keyPrefix: `${config.QUEUE_PREFIX}:throttle:`, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 }),
            )
          : new ThrottlerStorageService(),
    },
  ],
  exports: [LOGIN_THROTTLE_STORAGE],
})
export class LoginThrottleStorageModule {}

/** What an account lookup needs: the shop's own match of a login (username or e-mail; for a reset, also phone). */
type AccountFinder = Pick<UsersService, 'findByLogin' | 'findByUsernameOrEmail'>;

/** The account a login or a reset's login names, for a value its form accepts (throttlers run before validation; PostgreSQL refuses NUL). */
function namedAccount(accounts: AccountFinder, body: Record<string, unknown>, given: string) {
  if (given.length > 254 || given.includes('\u0000')) return null;
  if (given === body.login) return accounts.findByLogin(given);
  return given === body.username ? accounts.findByUsernameOrEmail(given) : null;
}

/**
 * The account an attempt is for, as the shop matches it (case and spaces aside): a login's username or
 * e-mail, a password reset's login, or a reset link's token. Logins are looked up, so the username, e-mail
 * (and for a reset, phone) of one account share one count; one that matches no account counts as typed (a
 * phone in any spelling as one number), so a miss is limited the same way. The prefixes keep the two kinds apart.
 */
const attemptedAccount =
  (accounts: AccountFinder) =>
  async (request: Record<string, any>): Promise<string> => {
    const body = request.body ?? {};
    const given: unknown = [body.username, body.login, body.token].find((value) => typeof value === 'string' && value.trim());
    if (typeof given !== 'string') return '';
    const account = await namedAccount(accounts, body, given);
    if (account) return `account ${account.id}`;
    const typed = given.trim().toLowerCase();
    return `typed ${normaliseKenyanMobile(typed) ?? typed}`;
  };

/** The signed-in account of a request (its route's guards have checked the token before any throttler). */
const signedInAccount = (request: Record<string, any>): string => `account ${request.user?.id ?? ''}`;

/** Staff cancel (and place) orders as their work, which no order limit should stop. */
const byStaff = (context: ExecutionContext): boolean => hasRole(context.switchToHttp().getRequest<{ user?: User }>().user?.role ?? 'customer', 'staff');

/** The 429's detail for a throttled route handler, by its name. */
const THROTTLE_MESSAGES: Record<string, string> = {
  login: 'Too many login attempts. Please wait a minute and try again.',
  requestPasswordReset: 'Too many reset requests. Please wait a minute and try again.',
  confirmPasswordReset: 'Too many tries. Please wait a minute and try again.',
  checkPasswordResetLink: 'Too many tries. Please wait a minute and try again.',
  track: 'Too many tries. Please wait a minute and try again.',
  applyDiscount: 'Too many codes tried. Please wait a few minutes and try again.',
  place: 'Too many orders placed or cancelled recently. Please wait a while and try again.',
  cancel: 'Too many orders placed or cancelled recently. Please wait a while and try again.',
  prompt: 'Too many M-Pesa prompts sent recently. Please wait a while, or pay another way.',
};

/**
 * Login (and password reset) is counted twice: per username (or reset account) from whatever address (guessing one account from many
 * addresses), and per client address whatever the username (one password sprayed over many accounts);
 * the address limit is the higher one, so shoppers behind one shared address are not locked out together.
 * `forms` counts public form posts per address, `track` public order look-ups per address; `discount` and
 * `discountAddress` discount codes tried per account and per address; `orders` and `ordersAddress` orders
 * placed, and orders cancelled, per account and per address. Each route skips the throttlers that are not
 * its own.
 */
export const throttlerOptions = (config: AppConfig, storage: ThrottlerStorage, accounts: AccountFinder): ThrottlerModuleOptions => ({
  throttlers: [
    { name: 'login', ttl: config.LOGIN_THROTTLE_TTL_SECONDS * 1000, limit: config.LOGIN_THROTTLE_LIMIT, getTracker: attemptedAccount(accounts) },
    { name: 'loginAddress', ttl: config.LOGIN_THROTTLE_TTL_SECONDS * 1000, limit: config.LOGIN_ADDRESS_THROTTLE_LIMIT },
    { name: 'forms', ttl: config.FORM_THROTTLE_TTL_SECONDS * 1000, limit: config.FORM_THROTTLE_LIMIT },
    { name: 'track', ttl: config.TRACK_THROTTLE_TTL_SECONDS * 1000, limit: config.TRACK_THROTTLE_LIMIT },
    { name: 'discount', ttl: config.DISCOUNT_THROTTLE_TTL_SECONDS * 1000, limit: config.DISCOUNT_THROTTLE_LIMIT, getTracker: signedInAccount },
    { name: 'discountAddress', ttl: config.DISCOUNT_THROTTLE_TTL_SECONDS * 1000, limit: config.DISCOUNT_ADDRESS_THROTTLE_LIMIT },
    { name: 'orders', ttl: config.ORDER_THROTTLE_TTL_SECONDS * 1000, limit: config.ORDER_THROTTLE_LIMIT, getTracker: signedInAccount, skipIf: byStaff },
    { name: 'ordersAddress', ttl: config.ORDER_THROTTLE_TTL_SECONDS * 1000, limit: config.ORDER_ADDRESS_THROTTLE_LIMIT, skipIf: byStaff },
  ],
  storage,
  errorMessage: (context) => THROTTLE_MESSAGES[context.getHandler().name] ?? 'Too many requests from your address. Please wait a few minutes and try again.',
});
