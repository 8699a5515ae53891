import { Controller, Get, Header, Headers, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { ShopMetrics } from './shop-metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Prometheus scrapes here with `Authorization: Bearer $METRICS_TOKEN`; without the setting there is nothing to scrape. */
@ApiTags('metrics')
@Controller('api/metrics')
export class MetricsController {
  constructor(
    private readonly config: AppConfig,
    private readonly metrics: ShopMetrics,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Metrics in the Prometheus text format', schema: { type: 'string' } })
  @ApiUnauthorizedResponse({ description: 'No token, or not METRICS_TOKEN' })
  @ApiNotFoundResponse({ description: 'METRICS_TOKEN is not set: metrics are off' })
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() res: Response): Promise<void> {
    const expected = this.config.METRICS_TOKEN;
    if (!expected) throw new NotFoundException({ detail: 'Not found.' });
    const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
    // Compared as digests: constant time, whatever the lengths.
    if (!timingSafeEqual(digest(given), digest(expected))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException({ detail: 'The metrics token is missing or wrong.' });
    }
    const { contentType, body } = await this.metrics.scrape();
    res.type(contentType).send(body);
  }
}
