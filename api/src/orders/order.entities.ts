import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DeliveryKind } from '../delivery/delivery.entities';
import { User } from '../users/user.entity';
import type { OrderStatus } from './order-state-machine';
import type { PaymentMethod, PaymentStatus } from './payment-outcome';
import type { RefundStatus } from './refund-rules';
import { DEFAULT_LANGUAGE, Language } from '../i18n/languages';

export type { PaymentStatus };

/** Cents kept in BIGINT columns: PostgreSQL answers them as strings, exact up to 2^53. */
export const bigintCents = { to: (value: number | null) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) };

/** An order with its money in cents, the shopper's contact and delivery choice, and its Pesapal payment. */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  /** What shoppers, staff and Pesapal (merchant reference) call the order, e.g. "KC-7K3M9QX2" (see reference.ts). */
  @Column({ type: 'varchar', length: 16, unique: true })
  reference: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: User | null;

  @Column({ type: 'varchar' })
  status: OrderStatus;

  @Column({ name: 'delivery_method', type: 'varchar' })
  /** The method's code (its name and kind as priced are in the snapshot below). */
  deliveryMethod: string;

  /** The address as messages and the console show it (door: "line, town, County"; pickup: the point); old orders' free text. */
  @Column({ name: 'delivery_address', type: 'varchar', nullable: true })
  deliveryAddress: string | null;

  /** ISO 3166-2:KE code; null on orders placed before counties were asked. */
  @Column({ name: 'delivery_county', type: 'varchar', length: 5, nullable: true })
  deliveryCounty: string | null;

  @Column({ name: 'delivery_town', type: 'varchar', length: 100, nullable: true })
  deliveryTown: string | null;

  /** Street, building or landmark. */
  @Column({ name: 'delivery_line', type: 'varchar', length: 500, nullable: true })
  deliveryLine: string | null;

  /** For the rider. */
  @Column({ name: 'delivery_notes', type: 'varchar', length: 300, nullable: true })
  deliveryNotes: string | null;

  // The delivery as it was priced when the order was placed: a later change of method, zone, rate or point never rewrites it.
  @Column({ name: 'delivery_method_name', type: 'varchar', length: 80, nullable: true })
  deliveryMethodName: string | null;

  /** Null on old orders: their kind follows from the code (see deliveryKindOf). */
  @Column({ name: 'delivery_kind', type: 'varchar', length: 20, nullable: true })
  deliveryKind: DeliveryKind | null;

  @Column({ name: 'delivery_zone_id', type: 'integer', nullable: true })
  deliveryZoneId: number | null;

  @Column({ name: 'delivery_zone', type: 'varchar', length: 80, nullable: true })
  deliveryZone: string | null;

  @Column({ name: 'delivery_weight_grams', type: 'integer', nullable: true })
  deliveryWeightGrams: number | null;

  @Column({ name: 'delivery_days_min', type: 'integer', nullable: true })
  deliveryDaysMin: number | null;

  @Column({ name: 'delivery_days_max', type: 'integer', nullable: true })
  deliveryDaysMax: number | null;

  @Column({ name: 'pickup_point_id', type: 'integer', nullable: true })
  pickupPointId: number | null;

  @Column({ name: 'pickup_point_name', type: 'varchar', length: 120, nullable: true })
  pickupPointName: string | null;

  @Column({ name: 'pickup_point_address', type: 'varchar', length: 300, nullable: true })
  pickupPointAddress: string | null;

  @Column({ name: 'pickup_point_hours', type: 'varchar', length: 200, nullable: true })
  pickupPointHours: string | null;

  @Column({ name: 'pickup_point_phone', type: 'varchar', length: 20, nullable: true })
  pickupPointPhone: string | null;

  @Column({ name: 'client_name', type: 'varchar' })
  clientName: string;

  @Column({ name: 'client_email', type: 'varchar' })
  clientEmail: string;

  /** 2547XXXXXXXX. */
  @Column({ name: 'client_phone', type: 'varchar' })
  clientPhone: string;

  @Column({ name: 'product_total', type: 'integer' })
  productTotal: number;

  @Column({ name: 'delivery_fee', type: 'integer' })
  deliveryFee: number;

  @Column({ name: 'total_price', type: 'integer' })
  totalPrice: number;

  /** The discount code used (upper-case), if any. */
  @Column({ name: 'discount_code', type: 'varchar', nullable: true })
  discountCode: string | null;

  /** Cents taken off: total = goods + delivery − discount. */
  @Column({ name: 'discount_amount', type: 'integer', default: 0 })
  discountAmount: number;

  @Column({ name: 'payment_tracking_id', type: 'varchar', nullable: true })
  paymentTrackingId: string | null;

  /** The courier's tracking number or the rider's phone (+2547XXXXXXXX), given by staff when the order ships. */
  @Column({ name: 'tracking_id', type: 'varchar', nullable: true })
  trackingId: string | null;

  /** Pesapal's hosted payment page for this order (answered again when the shopper retries). */
  @Column({ name: 'payment_redirect_url', type: 'varchar', nullable: true })
  paymentRedirectUrl: string | null;

  @Column({ name: 'payment_status', type: 'varchar', nullable: true })
  paymentStatus: PaymentStatus | null;

  /** Whose payment the payment fields describe (its refund goes that way); null until one is recorded. */
  @Column({ name: 'payment_provider', type: 'varchar', length: 16, nullable: true })
  paymentProvider: PaymentMethod | null;

  /** MpesaKE, Visa, … */
  @Column({ name: 'payment_method', type: 'varchar', nullable: true })
  paymentMethod: string | null;

  @Column({ name: 'payment_confirmation_code', type: 'varchar', nullable: true })
  paymentConfirmationCode: string | null;

  /** Masked phone or card number that paid. */
  @Column({ name: 'payment_account', type: 'varchar', nullable: true })
  paymentAccount: string | null;

  /** What Pesapal reported as paid, in cents of `paymentCurrency` (staff compare it with the total). */
  @Column({ name: 'payment_amount', type: 'bigint', nullable: true, transformer: bigintCents })
  paymentAmount: number | null;

  @Column({ name: 'payment_currency', type: 'varchar', nullable: true })
  paymentCurrency: string | null;

  /** An unpaid order is cancelled after this; the sweeper finds it here even when its timer is lost. */
  @Column({ name: 'payment_due_at', type: Date, nullable: true })
  paymentDueAt: Date | null;

  /** The order's units are still taken from stock (not yet released, not yet shipped or collected). */
  @Column({ name: 'stock_held', type: 'boolean', default: true })
  stockHeld: boolean;

  /** The language of the customer's account, or of the guest's visit, that placed it: its notices are in it (issue 21). */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: OrderItem[];
}

/** One line of an order: the variant's name, SKU and price as they were when the order was placed. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Order;

  /** Null once the variant is deleted from the catalog; the snapshot stays. */
  @Column({ name: 'variant_id', type: 'integer', nullable: true })
  variantId: number | null;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar' })
  sku: string;

  @Column({ name: 'unit_price', type: 'integer' })
  unitPrice: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'integer' })
  subtotal: number;
}

/** One move of an order's status: who (a username, `system` or `pesapal`), when and why. */
@Entity('order_status_changes')
export class OrderStatusChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ name: 'from_status', type: 'varchar', nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar' })
  toStatus: OrderStatus;

  @Column({ type: 'varchar' })
  actor: string;

  @Column({ type: 'varchar', default: '' })
  note: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}

/** A refund staff asked Pesapal for (RefundRequest): what was asked and what Pesapal answered. */
@Entity('order_refunds')
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ type: 'bigint', transformer: bigintCents })
  amount: number;

  @Column({ type: 'varchar' })
  remarks: string;

  @Column({ name: 'requested_by', type: 'varchar' })
  requestedBy: string;

  @Column({ name: 'confirmation_code', type: 'varchar' })
  confirmationCode: string;

  /** The order's status before the request, where it goes back if Pesapal refuses. */
  @Column({ name: 'from_status', type: 'varchar' })
  fromStatus: OrderStatus;

  @Column({ type: 'varchar' })
  status: RefundStatus;

  /** Pesapal's message, or why no answer came. */
  @Column({ type: 'varchar', nullable: true })
  answer: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
