import { BadRequestException, BeforeApplicationShutdown, ConflictException, createParamDecorator, ExecutionContext, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { Column, CreateDateColumn, DataSource, Entity, EntityManager, LessThan, PrimaryGeneratedColumn } from 'typeorm';
import { CartService } from '../cart/cart.service';
import { OrderItem } from '../orders/order.entities';
import type { KeptWithOrder } from '../orders/orders.service';
import { CheckoutDto } from './dto/checkout.dto';

/** How long a key answers its order: a client retrying later than this is placing a new checkout. */
export const CHECKOUT_KEY_HOURS = 24;

/** A customer's Idempotency-Key and the order it placed (migration 1700000014000). */
@Entity('checkout_keys')
export class CheckoutKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar' })
  key: string;

  @Column({ name: 'request_hash', type: 'varchar' })
  requestHash: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}

/** One checkout attempt as the client names it: its key and the hash of what it asked for. */
export interface CheckoutAttempt {
  key: string;
  hash: string;
}

/** Visible ASCII, as the IETF Idempotency-Key draft suggests (a UUID in practice). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
export const keyConflict = () =>
  new ConflictException({ detail: 'This Idempotency-Key was used for another checkout; send a new key for a new checkout.' });

/** The request's Idempotency-Key header (documented by @ApiHeader on the route: Swagger does not see this decorator). */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  return Array.isArray(value) ? value.join(', ') : value;
});

/** The attempt a request names, or null without the header; a malformed key is a 400. */
export function checkoutAttempt(key: string | undefined, dto: CheckoutDto): CheckoutAttempt | null {
  if (key === undefined) return null;
  if (!KEY_SHAPE.test(key)) throw new BadRequestException({ 'Idempotency-Key': ['Send 1 to 255 visible ASCII characters, such as a UUID.'] });
  const asked = [dto.delivery_method, dto.delivery_address, dto.client_name, dto.client_email, dto.client_phone].map((value) => value ?? null);
  return { key, hash: createHash('sha256').update(JSON.stringify(asked)).digest('hex') };
}

/**
 * Idempotency-Key of POST /api/checkout/: the key is stored with the order in the checkout's transaction, so a
 * retry (the answer was lost, the client timed out) answers the order the key placed, never a second one.
 * The same key with another request or another cart is a 409.
 */
@Injectable()
export class CheckoutKeys implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CheckoutKeys');
  private pruning: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cart: CartService,
  ) {}

  /** Expired keys answer nothing: every process clears them hourly, so the table holds about a day of checkouts. */
  onApplicationBootstrap(): void {
    this.pruning = setInterval(() => void this.pruneExpired().catch((error: Error) => this.logger.warn(`Expired checkout keys not cleared (${error.message}); the next hour tries again`)), 3600_000);
    this.pruning.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.pruning) clearInterval(this.pruning);
  }

  /** Deletes the keys older than CHECKOUT_KEY_HOURS; answers how many went. */
  async pruneExpired(): Promise<number> {
    return (await this.dataSource.manager.delete(CheckoutKey, { createdAt: LessThan(cutoff()) })).affected ?? 0;
  }

  /**
   * The id of the order this customer's key placed in the last 24 hours, or null. A 409 when the request differs,
   * or when the cart holds other goods than that order (the first attempt emptied it: a retry finds it empty).
   */
  async orderOf(userId: number, attempt: CheckoutAttempt): Promise<number | null> {
    const earlier = await this.dataSource.manager.findOne(CheckoutKey, { where: { userId, key: attempt.key } });
    // An expired row answers nothing; the next order placed with the key takes its place (keptWith).
    if (!earlier || earlier.createdAt.getTime() < cutoff().getTime()) return null;
    if (earlier.requestHash !== attempt.hash) throw keyConflict();
    const [cart, ordered] = await Promise.all([
      this.cart.quantities(userId),
      this.dataSource.manager.find(OrderItem, { where: { orderId: earlier.orderId }, select: { variantId: true, quantity: true } }),
    ]);
    const same = cart.size === ordered.length && ordered.every((item) => cart.get(item.variantId!) === item.quantity);
    if (cart.size && !same) throw keyConflict();
    return earlier.orderId;
  }

  /**
   * The key's row, written with its order in the checkout's statement (OrdersService.place): it takes the place of
   * an expired row of the key, and leaves a live one alone, writing nothing. That live row is an earlier attempt's,
   * whose order the checkout then answers (CheckoutService).
   */
  keptWith(manager: EntityManager, userId: number, attempt: CheckoutAttempt): KeptWithOrder {
    const createdAt = manager.connection.getMetadata(CheckoutKey).findColumnWithPropertyName('createdAt')!;
    return {
      sql: (orderId) =>
        `INSERT INTO checkout_keys (user_id, "key", request_hash, order_id) VALUES ($1, $2, $3, ${orderId})
         ON CONFLICT (user_id, "key") DO UPDATE SET request_hash = excluded.request_hash, order_id = excluded.order_id, created_at = excluded.created_at
         WHERE checkout_keys.created_at < $4 RETURNING id`,
      params: [userId, attempt.key, attempt.hash, manager.connection.driver.preparePersistentValue(cutoff(), createdAt)],
    };
  }
}

const cutoff = () => new Date(Date.now() - CHECKOUT_KEY_HOURS * 3600_000);
