import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { asDate, asNumberOrNull } from '../catalog/db-values';
import { filterIds } from '../common/ids';
import { ListQuery } from '../common/list-query';
import { ATTENTION_STATUSES, OrderStatus } from '../orders/order-state-machine';
import { PAYMENT_METHODS, PaymentMethod } from './payment-provider';

/**
 * Where a payment stands in the staff list, the same words for every provider: pending (waiting for the shopper or
 * the provider), paid, failed (no money came: refused, cancelled, or the order closed or was paid another way),
 * review (money came that staff must act on: its order is in payment_review, refund_due or refund_requested) and
 * refunded (money given back).
 */
export const PAYMENT_LIST_STATUSES = ['pending', 'paid', 'failed', 'review', 'refunded'] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

export const PAYMENT_SORTABLE = ['created_at', 'amount', 'status', 'method', 'order_id'] as const;

export interface PaymentFilter {
  method?: unknown;
  status?: unknown;
  order_id?: unknown;
  needs_review?: unknown;
}

/** One payment of the staff list: an M-Pesa prompt, or an order's Pesapal payment (money in its currency's units). */
export interface PaymentRow {
  id: string;
  method: PaymentMethod;
  status: PaymentListStatus;
  order_id: number;
  order_reference: string;
  order_status: OrderStatus;
  amount: number;
  currency: string;
  phone_or_account: string | null;
  receipt_or_confirmation: string | null;
  result_code: number | null;
  result_desc: string | null;
  created_at: Date;
}

/** Money that came for an order in one of these states waits on staff. */
const receivedStatus = (orderStatus: string) => `CASE WHEN ${orderStatus} IN (:...attention) THEN 'review' WHEN ${orderStatus} = 'refunded' THEN 'refunded' ELSE 'paid' END`;

/** Each M-Pesa prompt is a payment; what was paid once the callback said so, else what the prompt asked. */
const MPESA_PAYMENTS = `
  SELECT 'mpesa' AS method, a.id AS source_id,
    CASE WHEN a.status = 'paid' THEN ${receivedStatus('o.status')} ELSE a.status END AS status,
    o.id AS order_id, o.reference AS order_reference, o.status AS order_status,
    COALESCE(a.paid_amount, a.amount) AS amount, 'KES' AS currency,
    a.phone AS phone_or_account, a.receipt AS receipt_or_confirmation,
    a.result_code AS result_code, a.result_desc AS result_desc, a.created_at AS created_at
  FROM mpesa_attempts a JOIN orders o ON o.id = a.order_id`;

/**
 * An order's Pesapal payment lives on the order row (its tracking id and the payment columns). The payment columns
 * describe whichever provider recorded a payment last: an order M-Pesa paid took no money through its Pesapal page.
 */
const PESAPAL_PAYMENTS = `
  SELECT 'pesapal' AS method, o.id AS source_id,
    CASE
      WHEN o.payment_provider IS NOT NULL AND o.payment_provider <> 'pesapal' THEN 'failed'
      WHEN o.payment_status = 'REVERSED' THEN 'refunded'
      WHEN o.payment_status = 'COMPLETED' THEN ${receivedStatus('o.status')}
      WHEN o.payment_status = 'FAILED' OR o.status <> 'pending' THEN 'failed'
      ELSE 'pending'
    END AS status,
    o.id AS order_id, o.reference AS order_reference, o.status AS order_status,
    COALESCE(o.payment_amount, o.total_price) AS amount, COALESCE(o.payment_currency, 'KES') AS currency,
    o.payment_account AS phone_or_account, o.payment_confirmation_code AS receipt_or_confirmation,
    NULL AS result_code, NULL AS result_desc, o.created_at AS created_at
  FROM orders o WHERE o.payment_tracking_id IS NOT NULL`;

const SORT_COLUMNS: Record<(typeof PAYMENT_SORTABLE)[number], string> = {
  created_at: 'p.created_at',
  amount: 'p.amount',
  status: 'p.status',
  method: 'p.method',
  order_id: 'p.order_id',
};

/** One value or a list of them, each one of `allowed` (an empty list filters nothing); a 400 in the list's words otherwise. */
function oneOrMore<T extends string>(name: string, raw: unknown, allowed: readonly T[]): T[] {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== '');
  if (!values.every((value) => allowed.includes(value as T))) throw new BadRequestException({ filter: [`${name} must be one of: ${allowed.join(', ')}.`] });
  return values as T[];
}

/**
 * The staff list of payments across providers: one UNION ALL of M-Pesa prompts and orders' Pesapal payments, read
 * with its filters, sort and page in one statement and counted in another. The filters sit on the union's columns:
 * both PostgreSQL and SQLite push them into each arm, where the needs-review one meets the orders' status index.
 */
@Injectable()
export class StaffPaymentsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListQuery<PaymentFilter>): Promise<[PaymentRow[], number]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .from(`(${MPESA_PAYMENTS} UNION ALL ${PESAPAL_PAYMENTS})`, 'p')
      .setParameters({ attention: ATTENTION_STATUSES });
    const { method, status, order_id: orderId, needs_review: needsReview } = query.filter;
    const methods = method === undefined ? [] : oneOrMore('method', method, PAYMENT_METHODS);
    const statuses = status === undefined ? [] : oneOrMore('status', status, PAYMENT_LIST_STATUSES);
    const orderIds = orderId === undefined || orderId === '' ? [] : filterIds('filter.order_id', orderId);
    if (methods.length) qb.andWhere('p.method IN (:...methods)', { methods });
    if (statuses.length) qb.andWhere('p.status IN (:...statuses)', { statuses });
    if (orderIds.length) qb.andWhere('p.order_id IN (:...orderIds)', { orderIds });
    if (needsReview !== undefined) {
      if (typeof needsReview !== 'boolean') throw new BadRequestException({ filter: ['needs_review must be true or false.'] });
      // The order's status alone says it (money received is 'review' exactly then), and the status index finds those orders.
      qb.andWhere(needsReview ? "p.status = 'review' AND p.order_status IN (:...attention)" : "p.status <> 'review'");
    }
    const total = await qb.clone().select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
    const sort = query.sort ?? { field: 'created_at', order: 'DESC' };
    const rows = await qb
      .select('p.*')
      .orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order)
      .addOrderBy('p.created_at', sort.order)
      .addOrderBy('p.method', sort.order)
      .addOrderBy('p.source_id', sort.order)
      .offset(query.offset)
      .limit(query.limit)
      .getRawMany<Record<string, unknown>>();
    return [rows.map(paymentRow), Number(total?.total ?? 0)];
  }
}

/** A union row as the API shows it: cents to units, the database's numbers and dates as JSON's. */
function paymentRow(row: Record<string, unknown>): PaymentRow {
  return {
    id: `${String(row.method)}-${String(row.source_id)}`,
    method: row.method as PaymentMethod,
    status: row.status as PaymentListStatus,
    order_id: Number(row.order_id),
    order_reference: String(row.order_reference),
    order_status: row.order_status as OrderStatus,
    amount: Number(row.amount) / 100,
    currency: String(row.currency),
    phone_or_account: (row.phone_or_account as string | null) ?? null,
    receipt_or_confirmation: (row.receipt_or_confirmation as string | null) ?? null,
    result_code: asNumberOrNull(row.result_code),
    result_desc: (row.result_desc as string | null) ?? null,
    created_at: asDate(row.created_at),
  };
}
