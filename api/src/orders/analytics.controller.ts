import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/roles';
import { OverviewView, SalesView } from './analytics.views';
import { AnalyticsService } from './analytics.service';

const MAX_DAYS = 366;

/** The console's overview cards and analytics charts. */
@ApiTags('analytics')
@Controller('api/analytics')
@Roles('staff')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('overview')
  @ApiOkResponse({ type: OverviewView })
  overview(): Promise<OverviewView> {
    return this.analytics.overview();
  }

  @Get('sales')
  @ApiQuery({ name: 'days', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_DAYS, default: 30 }, description: `1 to ${MAX_DAYS}, default 30` })
  @ApiOkResponse({ type: SalesView })
  @ApiBadRequestResponse({ description: `{"days": ["Days must be a whole number from 1 to ${MAX_DAYS}."]}` })
  sales(@Query('days') days?: string): Promise<SalesView> {
    const count = days === undefined || days === '' ? 30 : Number(days);
    if (!Number.isInteger(count) || count < 1 || count > MAX_DAYS) throw new BadRequestException({ days: [`Days must be a whole number from 1 to ${MAX_DAYS}.`] });
    return this.analytics.sales(count);
  }
}
