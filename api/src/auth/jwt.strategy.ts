import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Request } from 'express';
import { createSecretKey } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { issuedBeforePasswordChange, type JwtPayload } from './token-rules';

/** Accepts the spec's `Authorization: Token <jwt>` and the common `Bearer <jwt>`. */
export function tokenFromHeader(request: Request): string | null {
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    // A key object made once: given the string, jsonwebtoken tries it as a PEM public key on every request
    // first (a thrown error, then a new secret key), measured at 8 % of a flash sale's CPU. jsonwebtoken 9
    // takes a KeyObject; passport-jwt's types predate it.
    const key = createSecretKey(Buffer.from(config.JWT_SECRET)) as unknown as Buffer;
    super({ jwtFromRequest: tokenFromHeader, secretOrKey: key, algorithms: ['HS256'] });
  }

  async validate(payload: JwtPayload): Promise<User> {
    const user = await this.auth.tokenHolder(payload);
    if (!user) throw new UnauthorizedException({ detail: 'Invalid or expired token.' });
    if (issuedBeforePasswordChange(payload, user.passwordChangedAt)) {
      throw new UnauthorizedException({ detail: 'Your password was changed. Please log in again.' });
    }
    return user;
  }
}
