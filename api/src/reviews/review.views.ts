import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_STATUSES, type ReviewStatus } from './review-rules';

/** A review as shoppers see it on the product page. */
export class ReviewView {
  @ApiProperty() id: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ description: 'Plain text; empty when not given' }) title: string;
  @ApiProperty({ description: 'Plain text (never HTML); empty when not given' }) text: string;
  @ApiProperty({ example: 'Wanjiru K.', description: "The author's first name and last initial" }) author: string;
  @ApiProperty() created_at: Date;
  @ApiProperty({ type: String, nullable: true, description: "The shop's reply" }) reply: string | null;
  @ApiProperty({ type: Date, nullable: true }) replied_at: Date | null;
}

/** The author's own review, with where moderation stands. */
export class MyReviewView extends ReviewView {
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus', description: 'pending until staff approve it (again after each edit)' }) status: ReviewStatus;
  @ApiProperty() updated_at: Date;
}

/** Whether the signed-in customer may review the product, and their review if they wrote one. */
export class MyReviewStateView {
  @ApiProperty({ type: MyReviewView, nullable: true }) review: MyReviewView | null;
  @ApiProperty({ description: 'True when they may write one now (a completed order holds the product and they have not reviewed it)' }) can_review: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why they may not write one, in shopper words; null when they may or already did' }) reason: string | null;
}

export class ReviewProductRef {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ReviewAuthorRef {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: 'Wanjiru K.', description: 'How shoppers see the name' }) name: string;
}

/** A review as staff moderate it in the console. */
export class StaffReviewView extends MyReviewView {
  @ApiProperty() product_id: number;
  @ApiProperty({ type: ReviewProductRef }) product: ReviewProductRef;
  @ApiProperty({ type: ReviewAuthorRef }) user: ReviewAuthorRef;
}
