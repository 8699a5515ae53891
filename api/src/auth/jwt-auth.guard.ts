import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** 401 with the spec's `{"detail"}` when the token is missing, malformed, expired or revoked. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw error instanceof UnauthorizedException ? error : new UnauthorizedException({ detail: 'Authentication credentials were not provided or are invalid.' });
    return user;
  }
}
