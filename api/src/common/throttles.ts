import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';

/** Every named throttler (throttlerOptions, auth/throttler-storage.ts). */
const THROTTLERS = ['login', 'loginAddress', 'forms', 'track', 'orders', 'ordersAddress', 'discount', 'discountAddress'] as const;
type ThrottlerName = (typeof THROTTLERS)[number];

/** A route counted by its own throttlers only, skipping every other. */
const CountedBy = (own: readonly ThrottlerName[], description: string) =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle(Object.fromEntries(THROTTLERS.filter((name) => !own.includes(name)).map((name) => [name, true]))),
    ApiTooManyRequestsResponse({ description }),
  );

/** Login: attempts counted per username and, separately, per client address (see throttlerOptions). */
export const LoginThrottle = () => CountedBy(['login', 'loginAddress'], 'Too many attempts for this username, or from this address');

/** Public forms anyone may post (contact, newsletter): posts counted per client address, against spam. */
export const PublicFormThrottle = () => CountedBy(['forms'], 'Too many posts from this address; try again in a few minutes');

/** Password change: it checks the current password, so attempts are counted per client address like logins. */
export const PasswordChangeThrottle = () => CountedBy(['loginAddress'], 'Too many attempts from this address');

/** Public order tracking: look-ups counted per client address, so references and contacts cannot be guessed in bulk. */
export const TrackThrottle = () => CountedBy(['track'], 'Too many look-ups from this address; try again in a minute');

/**
 * Placing and cancelling orders: counted per account and per client address, since each order's notices are
 * messages from the shop (issue 28). Put it above @SignedIn(): the account is known only once that guard ran.
 */
export const OrderThrottle = () => CountedBy(['orders', 'ordersAddress'], 'Too many orders placed (or cancelled) by this account, or from this address; try again later');

/**
 * M-Pesa PIN prompts: each rings a phone the shopper typed, so they are counted like orders (per account and per
 * address, against ringing someone's phone in bulk). Put it above @SignedIn(), as OrderThrottle.
 */
export const PromptThrottle = () => CountedBy(['orders', 'ordersAddress'], 'Too many M-Pesa prompts sent by this account, or from this address; try again later');

/** Applying a discount code: codes tried per signed-in account and, separately, per client address, so codes cannot be guessed. */
export const DiscountThrottle = () => CountedBy(['discount', 'discountAddress'], 'Too many codes tried by this account, or from this address; try again in a few minutes');
