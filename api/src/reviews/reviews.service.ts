import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError, SelectQueryBuilder } from 'typeorm';
import { lockProduct } from '../catalog/product-rows';
import { filterIds } from '../common/ids';
import { ListQuery } from '../common/list-query';
import { inTransaction } from '../inventory/transaction';
import { User } from '../users/user.entity';
import { ModerateReviewDto, UpdateReviewDto, CreateReviewDto } from './dto/review.dto';
import { Review } from './review.entity';
import { refreshProductRating } from './review-rows';
import { ALREADY_REVIEWED, publicAuthor, REVIEW_STATUSES, reviewRefusal } from './review-rules';
import { MyReviewStateView, MyReviewView, ReviewView, StaffReviewView } from './review.views';

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_SORTABLE = ['status', 'created_at', 'updated_at', 'rating', 'id'] as const;
export interface ReviewFilter {
  status?: unknown;
  product_id?: unknown;
  rating?: unknown;
}

/** Whether a list filter narrows the list: a value or a list of them; nothing, '' or an empty list (a cleared choice) does not. */
const chosen = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** `status` sorts by what needs doing: pending, then approved, then hidden. */
const SORT_COLUMNS: Record<(typeof REVIEW_SORTABLE)[number], string> = {
  status: "CASE r.status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END",
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
  rating: 'r.rating',
  id: 'r.id',
};

const productNotFound = () => new NotFoundException({ detail: 'Product not found.' });
const reviewNotFound = () => new NotFoundException({ detail: 'Review not found.' });
type ReviewRow = Review & { user: User };

function publicView(review: ReviewRow): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    text: review.text,
    author: publicAuthor(review.user.firstName, review.user.lastName),
    created_at: review.createdAt,
    reply: review.reply,
    replied_at: review.repliedAt,
  };
}

const myView = (review: ReviewRow): MyReviewView => ({ ...publicView(review), status: review.status, updated_at: review.updatedAt });

function staffView(review: ReviewRow): StaffReviewView {
  const { user } = review;
  return {
    ...myView(review),
    product_id: review.productId,
    product: { id: review.product.id, name: review.product.name },
    user: { id: user.id, username: user.username, email: user.email, name: publicAuthor(user.firstName, user.lastName) },
  };
}

/**
 * Verified-buyer reviews: customers of a completed order write one per product, staff approve or hide
 * them, shoppers read the approved ones. Every change a shopper can see rewrites the product's rating
 * columns in the same transaction (review-rows.ts) and tells the catalog cache.
 */
@Injectable()
export class ReviewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The product page's reviews: approved only, newest first (oldest first when sorted by created_at ASC). The product must be for sale. */
  async listApproved(productId: number, query: ListQuery): Promise<[ReviewView[], number]> {
    await this.visibleProduct(productId);
    const qb = this.approvedOf(productId, query.sort?.order ?? 'DESC');
    const [rows, total] = await Promise.all([qb.clone().offset(query.offset).limit(query.limit).getMany(), qb.clone().getCount()]);
    return [(rows as ReviewRow[]).map(publicView), total];
  }

  /** The newest approved reviews of a product, for its page's JSON-LD. */
  async latestApproved(productId: number, count: number): Promise<ReviewView[]> {
    const rows = await this.approvedOf(productId).limit(count).getMany();
    return (rows as ReviewRow[]).map(publicView);
  }

  async stateFor(user: User, productId: number): Promise<MyReviewStateView> {
    await this.existingProduct(productId);
    const review = await this.mine(user.id, productId);
    if (review) return { review: myView(review), can_review: false, reason: null };
    const reason = await this.refusal(user.id, productId);
    return { review: null, can_review: reason === null, reason };
  }

  async create(user: User, productId: number, dto: CreateReviewDto): Promise<MyReviewView> {
    await this.existingProduct(productId);
    if (await this.mine(user.id, productId)) throw new ConflictException({ detail: ALREADY_REVIEWED });
    const reason = await this.refusal(user.id, productId);
    if (reason) throw new ForbiddenException({ detail: reason });
    try {
      await this.dataSource.manager.insert(Review, { productId, userId: user.id, rating: dto.rating, title: dto.title ?? '', text: dto.text ?? '', status: 'pending' });
    } catch (error) {
      if (error instanceof QueryFailedError && /unique|duplicate/i.test(error.message)) throw new ConflictException({ detail: ALREADY_REVIEWED });
      throw error;
    }
    return myView((await this.mine(user.id, productId))!);
  }

  /** The author's edit: it waits for approval again, so an approved review leaves the page (and the average) until then. An edit that changes nothing is no edit. */
  async updateMine(user: User, productId: number, dto: UpdateReviewDto): Promise<MyReviewView> {
    const found = await this.mine(user.id, productId);
    if (!found) throw reviewNotFound();
    await this.change(found, async (manager, review) => {
      const edited = { rating: dto.rating ?? review.rating, title: dto.title ?? review.title, text: dto.text ?? review.text };
      // Saving the same words again changes nothing, so it does not take an approved review off the page.
      if (edited.rating === review.rating && edited.title === review.title && edited.text === review.text) return false;
      await manager.update(Review, { id: review.id }, { ...edited, status: 'pending' });
      return review.status === 'approved';
    });
    return myView((await this.mine(user.id, productId))!);
  }

  async removeMine(user: User, productId: number): Promise<MyReviewView> {
    const found = await this.mine(user.id, productId);
    if (!found) throw reviewNotFound();
    await this.change(found, async (manager, review) => {
      await manager.delete(Review, { id: review.id });
      return review.status === 'approved';
    });
    return myView(found);
  }

  /** The console's list: by default what needs doing first (pending), newest first. */
  async listForStaff(query: ListQuery<ReviewFilter>): Promise<[StaffReviewView[], number]> {
    const qb = this.withProduct(this.withAuthor(this.reviews()));
    const { status, product_id: productId, rating } = query.filter;
    if (chosen(status)) {
      const statuses = Array.isArray(status) ? status : [status];
      if (!statuses.every((value) => (REVIEW_STATUSES as readonly unknown[]).includes(value)))
        throw new BadRequestException({ 'filter.status': [`Must be one of: ${REVIEW_STATUSES.join(', ')}.`] });
      qb.andWhere('r.status IN (:...statuses)', { statuses });
    }
    if (chosen(productId)) qb.andWhere('r.product_id IN (:...productIds)', { productIds: filterIds('filter.product_id', productId) });
    if (chosen(rating)) {
      const ratings = Array.isArray(rating) ? rating : [rating];
      if (!ratings.every((value) => [1, 2, 3, 4, 5].includes(Number(value)) && String(value).trim() !== ''))
        throw new BadRequestException({ 'filter.rating': ['Give stars from 1 to 5.'] });
      qb.andWhere('r.rating IN (:...ratings)', { ratings: ratings.map(Number) });
    }
    const sort = query.sort ?? { field: 'status', order: 'ASC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order);
    if (sort.field !== 'id') qb.addOrderBy('r.created_at', 'DESC');
    qb.addOrderBy('r.id', sort.field === 'id' ? sort.order : 'DESC');
    const [rows, total] = await Promise.all([qb.clone().offset(query.offset).limit(query.limit).getMany(), qb.clone().getCount()]);
    return [(rows as ReviewRow[]).map(staffView), total];
  }

  async getForStaff(id: number): Promise<StaffReviewView> {
    const review = await this.withProduct(this.withAuthor(this.reviews())).where('r.id = :id', { id }).getOne();
    if (!review) throw reviewNotFound();
    return staffView(review as ReviewRow);
  }

  /** Approve or hide, and the shop's reply; the product's rating follows in the same transaction. */
  async moderate(id: number, dto: ModerateReviewDto): Promise<StaffReviewView> {
    const found = await this.reviews().where('r.id = :id', { id }).getOne();
    if (!found) throw reviewNotFound();
    await this.change(found, async (manager, review) => {
      const changes: Partial<Review> = {};
      if (dto.status !== undefined) changes.status = dto.status;
      if (dto.reply !== undefined && (dto.reply || null) !== review.reply) {
        changes.reply = dto.reply || null;
        changes.repliedAt = dto.reply ? new Date() : null;
      }
      if (Object.keys(changes).length) await manager.update(Review, { id: review.id }, changes);
      // A reply shows under an approved review, so it changes the page too.
      return review.status === 'approved' || changes.status === 'approved';
    });
    return this.getForStaff(id);
  }

  async remove(id: number): Promise<StaffReviewView> {
    const view = await this.getForStaff(id);
    await this.change({ id, productId: view.product_id }, async (manager, review) => {
      await manager.delete(Review, { id: review.id });
      return review.status === 'approved';
    });
    return view;
  }

  /**
   * Runs `write` on the review, read again under the product's row lock (so two changes to one
   * product's reviews run one after the other); when `write` answers that shoppers see the change,
   * the product's rating columns are rewritten from committed rows in the same transaction.
   */
  private async change(target: { id: number; productId: number }, write: (manager: EntityManager, review: Review) => Promise<boolean>): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      await lockProduct(manager, target.productId);
      const review = await manager.findOneBy(Review, { id: target.id });
      if (!review) throw reviewNotFound();
      if (await write(manager, review)) await refreshProductRating(manager, review.productId);
    });
  }

  /** Statuses of the customer's orders holding a variant of the product; a completed one lets them review it. */
  private async refusal(userId: number, productId: number): Promise<string | null> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .from('orders', 'o')
      .innerJoin('order_items', 'i', 'i.order_id = o.id')
      .innerJoin('variants', 'v', 'v.id = i.variant_id')
      .select('DISTINCT o.status', 'status')
      .where('o.user_id = :userId AND v.product_id = :productId', { userId, productId })
      .getRawMany<{ status: string }>();
    return reviewRefusal(rows.map((row) => row.status));
  }

  private async mine(userId: number, productId: number): Promise<ReviewRow | null> {
    return (await this.withAuthor(this.reviews()).where('r.user_id = :userId AND r.product_id = :productId', { userId, productId }).getOne()) as ReviewRow | null;
  }

  private async existingProduct(productId: number): Promise<void> {
    const found = await this.dataSource.createQueryBuilder().from('products', 'p').select('p.id', 'id').where('p.id = :productId', { productId }).getRawOne();
    if (!found) throw productNotFound();
  }

  /** As shoppers see the catalog: an active product in an active category. */
  private async visibleProduct(productId: number): Promise<void> {
    const found = await this.dataSource
      .createQueryBuilder()
      .from('products', 'p')
      .innerJoin('categories', 'c', 'c.id = p.category_id')
      .select('p.id', 'id')
      .where('p.id = :productId AND p.is_active = :yes AND c.is_active = :yes', { productId, yes: true })
      .getRawOne();
    if (!found) throw productNotFound();
  }

  /** A product's approved reviews with their authors, newest first (an index range of IDX_reviews_product_status). */
  private approvedOf(productId: number, order: 'ASC' | 'DESC' = 'DESC'): SelectQueryBuilder<Review> {
    return this.withAuthor(this.reviews().where('r.product_id = :productId AND r.status = :approved', { productId, approved: 'approved' }))
      .orderBy('r.created_at', order)
      .addOrderBy('r.id', order);
  }

  private reviews(): SelectQueryBuilder<Review> {
    return this.dataSource.getRepository(Review).createQueryBuilder('r');
  }

  private withAuthor(qb: SelectQueryBuilder<Review>): SelectQueryBuilder<Review> {
    return qb.innerJoin('r.user', 'u').addSelect(['u.id', 'u.username', 'u.email', 'u.firstName', 'u.lastName']);
  }

  private withProduct(qb: SelectQueryBuilder<Review>): SelectQueryBuilder<Review> {
    return qb.innerJoin('r.product', 'p').addSelect(['p.id', 'p.name']);
  }
}
