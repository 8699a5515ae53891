import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';

/** Login: attempts counted per username and, separately, per client address (see throttlerOptions). */
export const LoginThrottle = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ forms: true, track: true }),
    ApiTooManyRequestsResponse({ description: 'Too many attempts for this username, or from this address' }),
  );

/** Public forms anyone may post (contact, newsletter): posts counted per client address, against spam. */
export const PublicFormThrottle = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ login: true, loginAddress: true, track: true }),
    ApiTooManyRequestsResponse({ description: 'Too many posts from this address; try again in a few minutes' }),
  );

/** Password change: it checks the current password, so attempts are counted per client address like logins. */
export const PasswordChangeThrottle = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ login: true, forms: true, track: true }),
    ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' }),
  );

/** Public order tracking: look-ups counted per client address, so references and contacts cannot be guessed in bulk. */
export const TrackThrottle = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ login: true, loginAddress: true, forms: true }),
    ApiTooManyRequestsResponse({ description: 'Too many look-ups from this address; try again in a minute' }),
  );
