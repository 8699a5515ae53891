import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Request } from 'express';

/**
 * Login attempts are counted per username *and* client address: guessing one account is slowed,
 * while many shoppers behind one shared address (an office, a cyber café) are not locked out together.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Request): Promise<string> {
    const username = typeof request.body?.username === 'string' ? request.body.username.trim().toLowerCase() : '';
    return `${request.ip}|${username}`;
  }
}
