import { Body, Controller, Delete, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { IdPipe } from '../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { ModerateReviewDto } from './dto/review.dto';
import { StaffReviewView } from './review.views';
import { REVIEW_SORTABLE, ReviewFilter, ReviewsService } from './reviews.service';

/** Staff moderate reviews in the console: approve, hide, reply, delete. */
@ApiTags('reviews')
@Controller('api/reviews')
@Roles('staff')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiListQuery(REVIEW_SORTABLE, 'status (pending|approved|hidden, or a list), product_id (one or a list), rating (1-5, or a list)')
  @ApiOkResponse({ type: [StaffReviewView], description: 'Pending first, newest first, unless sorted otherwise (sort by status: pending, approved, hidden)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<StaffReviewView[]> {
    const list = parseListQuery<ReviewFilter>(query, REVIEW_SORTABLE);
    const [rows, total] = await this.reviews.listForStaff(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: StaffReviewView })
  @ApiNotFoundResponse({ description: 'No such review' })
  get(@Param('id', IdPipe) id: number): Promise<StaffReviewView> {
    return this.reviews.getForStaff(id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: StaffReviewView, description: "Approved or hidden (the product's average and count follow at once), and/or the reply set" })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"status": ["Choose one of: approved, hidden."]}' })
  @ApiNotFoundResponse({ description: 'No such review' })
  moderate(@Param('id', IdPipe) id: number, @Body() dto: ModerateReviewDto): Promise<StaffReviewView> {
    return this.reviews.moderate(id, dto);
  }

  @Delete(':id')
  @ApiOkResponse({ type: StaffReviewView, description: 'Deleted; answers the deleted review' })
  @ApiNotFoundResponse({ description: 'No such review' })
  remove(@Param('id', IdPipe) id: number): Promise<StaffReviewView> {
    return this.reviews.remove(id);
  }
}
