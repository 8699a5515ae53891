import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { Request } from 'express';
import { AppConfig } from '../config/app-config';

const WINDOW_MS = 60_000;

/**
 * Providers' notifications (Pesapal's IPN, Safaricom's M-Pesa callback) per client address, counted in this process's
 * memory: never in Redis, so a notification still answers at once while Redis is down. Past IPN_THROTTLE_LIMIT a
 * minute, 429 (Pesapal sends it again later; a lost M-Pesa callback is found by the prompt's queries).
 */
@Injectable()
export class NotificationThrottleGuard implements CanActivate, OnApplicationShutdown {
  private readonly counters = new ThrottlerStorageService();

  constructor(private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { isBlocked } = await this.counters.increment(`notification:${request.ip}`, WINDOW_MS, this.config.IPN_THROTTLE_LIMIT, WINDOW_MS, 'ipn');
    if (isBlocked) throw new HttpException({ detail: 'Too many notifications from this address; send them again later.' }, HttpStatus.TOO_MANY_REQUESTS);
    return true;
  }

  onApplicationShutdown(): void {
    this.counters.onApplicationShutdown();
  }
}
