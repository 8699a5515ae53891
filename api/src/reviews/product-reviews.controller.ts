import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { CachedForShoppers } from '../catalog-cache/cached-for-shoppers.interceptor';
import { IdPipe } from '../common/ids';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { SignedIn } from '../common/roles';
import { User } from '../users/user.entity';
import { CreateReviewDto, UpdateReviewDto } from './dto/review.dto';
import { ALREADY_REVIEWED, NOT_A_BUYER, NOT_YET_RECEIVED } from './review-rules';
import { MyReviewStateView, MyReviewView, ReviewView } from './review.views';
import { REVIEW_PAGE_SIZE, ReviewsService } from './reviews.service';

/** A product's reviews: shoppers read the approved ones; a customer who received the product writes and edits their own. */
@ApiTags('reviews')
@Controller('api/products/:id/reviews')
export class ProductReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @CachedForShoppers()
  @ApiListQuery(['created_at'], 'none (approved reviews only)')
  @ApiOkResponse({ type: [ReviewView], description: `Approved reviews, newest first unless sorted ["created_at","ASC"]; a page (default ${REVIEW_PAGE_SIZE}) with Content-Range` })
  @ApiNotFoundResponse({ description: 'No such product (or not for sale)' })
  async list(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ReviewView[]> {
    const list = parseListQuery(query, ['created_at'], REVIEW_PAGE_SIZE);
    const [rows, total] = await this.reviews.listApproved(id, list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }

  @Post()
  @SignedIn()
  @ApiCreatedResponse({ type: MyReviewView, description: 'Saved as pending: shown once staff approve it' })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"rating": ["Give a rating from 1 to 5 stars."]} or {"text": ["Use at most 2 links."]}' })
  @ApiForbiddenResponse({ description: `{"detail": "${NOT_A_BUYER}"} or {"detail": "${NOT_YET_RECEIVED}"}` })
  @ApiConflictResponse({ description: `{"detail": "${ALREADY_REVIEWED}"}` })
  @ApiNotFoundResponse({ description: 'No such product' })
  create(@Param('id', IdPipe) id: number, @CurrentUser() user: User, @Body() dto: CreateReviewDto): Promise<MyReviewView> {
    return this.reviews.create(user, id, dto);
  }

  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: MyReviewStateView, description: 'Their review, or whether they may write one' })
  @ApiNotFoundResponse({ description: 'No such product' })
  mine(@Param('id', IdPipe) id: number, @CurrentUser() user: User): Promise<MyReviewStateView> {
    return this.reviews.stateFor(user, id);
  }

  @Patch('mine')
  @SignedIn()
  @ApiOkResponse({ type: MyReviewView, description: 'Edited; pending again until staff approve it' })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'They have not reviewed this product' })
  updateMine(@Param('id', IdPipe) id: number, @CurrentUser() user: User, @Body() dto: UpdateReviewDto): Promise<MyReviewView> {
    return this.reviews.updateMine(user, id, dto);
  }

  @Delete('mine')
  @SignedIn()
  @ApiOkResponse({ type: MyReviewView, description: 'Deleted; answers the deleted review' })
  @ApiNotFoundResponse({ description: 'They have not reviewed this product' })
  removeMine(@Param('id', IdPipe) id: number, @CurrentUser() user: User): Promise<MyReviewView> {
    return this.reviews.removeMine(user, id);
  }
}
