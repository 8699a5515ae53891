import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TrackThrottle } from '../common/throttles';
import { TrackQueryDto } from './dto/track-query.dto';
import { TRACK_NOT_FOUND, TrackingService } from './tracking.service';
import { TrackedOrderView } from './tracking.views';

/** The storefront's /track page: no login, the order's reference plus its phone or e-mail. */
@ApiTags('orders')
@Controller('api/track')
export class TrackController {
  constructor(private readonly tracking: TrackingService) {}

  @Get()
  @TrackThrottle()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TrackedOrderView, description: "The order's status, delivery method, tracking id and timeline; nothing about the customer" })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"contact": ["This field is required."]}' })
  @ApiNotFoundResponse({ description: `{"detail": "${TRACK_NOT_FOUND}"}, alike for an unknown reference and a wrong contact` })
  track(@Query() query: TrackQueryDto): Promise<TrackedOrderView> {
    return this.tracking.track(query.reference, query.contact);
  }
}
