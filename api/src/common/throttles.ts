import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { LoginThrottlerGuard } from '../auth/login-throttler.guard';

/** Login: attempts counted per username and client address (the `login` throttler only). */
export const LoginThrottle = () =>
  applyDecorators(
    UseGuards(LoginThrottlerGuard),
    SkipThrottle({ forms: true }),
    ApiTooManyRequestsResponse({ description: 'Too many attempts for this username from this address' }),
  );

/** Public forms anyone may post (contact, newsletter): posts counted per client address, against spam. */
export const PublicFormThrottle = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ login: true }),
    ApiTooManyRequestsResponse({ description: 'Too many posts from this address; try again in a few minutes' }),
  );
