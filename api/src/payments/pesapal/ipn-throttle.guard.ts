import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { Request } from 'express';
import { AppConfig } from '../../config/app-config';

const WINDOW_MS = 60_000;

/**
 * Pesapal notifications per client address, counted in this process's memory: never in Redis, so an
 * IPN still answers at once while Redis is down. Past the limit, 429 (Pesapal sends it again later).
 */
@Injectable()
export class IpnThrottleGuard implements CanActivate, OnApplicationShutdown {
  private readonly counters = new ThrottlerStorageService();

  constructor(private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { isBlocked } = await this.counters.increment(`ipn:${request.ip}`, WINDOW_MS, this.config.IPN_THROTTLE_LIMIT, WINDOW_MS, 'ipn');
    if (isBlocked) throw new HttpException({ detail: 'Too many notifications from this address; send them again later.' }, HttpStatus.TOO_MANY_REQUESTS);
    return true;
  }

  onApplicationShutdown(): void {
    this.counters.onApplicationShutdown();
  }
}
