import { ApiProperty } from '@nestjs/swagger';
import { asDate } from '../catalog/db-values';
import { toShillings, toShillingsOrNull } from '../catalog/money';
import type { OrderItem, OrderRefund, OrderStatusChange } from './order.entities';
import { ORDER_STATUSES, type OrderStatus } from './order-state-machine';
import { PAYMENT_METHODS, PAYMENT_STATUSES, REFUNDED_IN_PORTAL, type PaymentMethod, type PaymentStatus } from './payment-outcome';
import { REFUND_STATUSES, refundTerms, type RefundStatus } from './refund-rules';
import { DEFAULT_LANGUAGE, isLanguage, Language, LANGUAGES } from '../i18n/languages';
import { orderDeliveryPlace, OrderDeliveryPlaceView } from './order-delivery.views';

export const ORDER_ACTIONS = ['accept_payment', 'refund', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export class OrderItemVariantView {
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the variant is deleted' }) id: number | null;
  @ApiProperty({ example: 'Kiondo Basket - Red', description: 'Name when the order was placed' }) name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Its product (the page and review form the storefront links); null once the variant is deleted' }) product_id: number | null;
}

export class OrderItemView {
  @ApiProperty() id: number;
  @ApiProperty({ type: OrderItemVariantView }) variant: OrderItemVariantView;
  @ApiProperty() sku: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'KSh, as when the order was placed' }) unit_price: number;
  @ApiProperty({ description: 'KSh' }) subtotal: number;
}

export class OrderPaymentView {
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', nullable: true, description: 'Whose payment this is; null while only a Pesapal page is open' }) provider: PaymentMethod | null;
  @ApiProperty({ type: String, nullable: true, description: "Pesapal's tracking id of the order's payment page, once one was opened" }) tracking_id: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'MpesaKE' }) method: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'SBM2VWCQ5G' }) confirmation_code: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2547xxx18241' }) account: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus', description: "The provider's word for the payment" }) status: PaymentStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'What the provider reported as paid, in units of `currency`' }) amount: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'KES' }) currency: string | null;
}

export class OrderRefundView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'In the currency paid (KSh for KES)' }) amount: number;
  @ApiProperty() remarks: string;
  @ApiProperty({ description: 'Staff username' }) requested_by: string;
  @ApiProperty({ enum: REFUND_STATUSES, enumName: 'RefundStatus', description: "Pesapal's answer: accepted means received, not yet paid out" }) status: RefundStatus;
  @ApiProperty({ type: String, nullable: true, description: "Pesapal's message" }) answer: string | null;
  @ApiProperty() created_at: Date;
}

export class RefundTermsView {
  @ApiProperty({ description: 'The most that may be refunded (what was paid), in the currency paid (payment.currency; KSh for KES)' }) max_amount: number;
  @ApiProperty({ description: 'Mobile money is refunded in full only' }) full_only: boolean;
  @ApiProperty({ description: "Made by staff in the provider's own portal (M-Pesa) and recorded here: the refund then needs the reversal's transaction_id" }) in_portal: boolean;
}

export class OrderHistoryView {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', nullable: true, description: 'Null for the order being placed' }) from: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) to: OrderStatus;
  @ApiProperty() at: Date;
  @ApiProperty({ description: 'Username, or system / pesapal' }) by: string;
  @ApiProperty() note: string;
}

export class OrderCustomerView {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() full_name: string;
}

export class OrderView extends OrderDeliveryPlaceView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'KC-000123' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ type: [OrderItemView] }) items: OrderItemView[];
  @ApiProperty({ description: 'KSh' }) product_total: number;
  @ApiProperty({ description: 'KSh' }) delivery_fee: number;
  @ApiProperty({ type: String, nullable: true, example: 'KARIBU10', description: 'The discount code used' }) discount_code: string | null;
  @ApiProperty({ description: 'KSh taken off by the code (0 without one): total = goods + delivery − discount' }) discount_amount: number;
  @ApiProperty({ description: 'KSh' }) total_price: number;
  @ApiProperty({ example: 'courier', description: "The delivery method's code" }) delivery_method: string;
  @ApiProperty({ type: String, nullable: true, example: 'Links Road, Nyali Centre, Nyali, Mombasa', description: 'The address as messages show it (a pickup point: its name and address); an old order\'s free text' }) delivery_address: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Links Road, Nyali Centre', description: 'Street, building or landmark' }) delivery_line: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For the rider or courier' }) delivery_notes: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Major towns', description: 'The zone it was priced in' }) delivery_zone: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 1200, description: 'Grams of the parcel as priced' }) delivery_weight_grams: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'G4S-88120045', description: "The courier's tracking number or the rider's phone (+2547XXXXXXXX), given when the order ships; not Pesapal's payment tracking id" }) tracking_id: string | null;
  @ApiProperty() client_name: string;
  @ApiProperty() client_email: string;
  @ApiProperty({ example: '254712345678' }) client_phone: string;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: "The language of the customer's notices about it (read-only)" }) language: Language;
  @ApiProperty({ type: OrderPaymentView, nullable: true }) payment: OrderPaymentView | null;
  @ApiProperty({ type: [OrderHistoryView] }) history: OrderHistoryView[];
  @ApiProperty({ type: OrderCustomerView, nullable: true }) customer: OrderCustomerView | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'An unpaid order is cancelled after this' }) payment_due_at: Date | null;
  @ApiProperty({ type: [OrderRefundView] }) refunds: OrderRefundView[];
  @ApiProperty({ type: RefundTermsView, nullable: true, description: 'Null when no refund may be asked now' }) refund: RefundTermsView | null;
  @ApiProperty({ enum: ORDER_ACTIONS, enumName: 'OrderAction', isArray: true, description: 'Money actions staff may take now' }) actions: OrderAction[];
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}

/** An order row (raw, either dialect) with its lines (and each line's product), history and refunds, as the API answers it. */
export function toOrderView(row: Record<string, unknown>, items: OrderItem[], productIds: (number | null)[], history: OrderStatusChange[], refunds: OrderRefund[]): OrderView {
  const id = Number(row.id);
  const str = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const userId = row.user_id === null ? null : Number(row.user_id);
  const status = row.status as OrderStatus;
  const paymentStatus = str('payment_status') as PaymentStatus | null;
  const terms = refundTerms(
    { status, paymentStatus, paymentMethod: str('payment_method'), paymentAmount: row.payment_amount === null ? null : Number(row.payment_amount), paymentCurrency: str('payment_currency'), totalPrice: Number(row.total_price) },
    refunds.map((refund) => refund.status),
  );
  const provider = str('payment_provider') as PaymentMethod | null;
  const refund = typeof terms === 'string' ? null : { max_amount: toShillings(terms.maxCents), full_only: terms.fullOnly, in_portal: provider ? REFUNDED_IN_PORTAL[provider] : false };
  const actions: OrderAction[] = [];
  if (status === 'payment_review') actions.push('accept_payment');
  if (refund) actions.push('refund');
  if (status === 'pending') actions.push('cancel');
  return {
    id,
    reference: String(row.reference),
    status,
    items: items.map((item, index) => ({
      id: item.id,
      variant: { id: item.variantId, name: item.name, product_id: productIds[index] ?? null },
      sku: item.sku,
      quantity: item.quantity,
      unit_price: toShillings(item.unitPrice),
      subtotal: toShillings(item.subtotal),
    })),
    product_total: toShillings(Number(row.product_total)),
    delivery_fee: toShillings(Number(row.delivery_fee)),
    discount_code: str('discount_code'),
    discount_amount: toShillings(Number(row.discount_amount ?? 0)),
    total_price: toShillings(Number(row.total_price)),
    delivery_method: String(row.delivery_method),
    delivery_address: str('delivery_address'),
    ...orderDeliveryPlace(row),
    delivery_line: str('delivery_line'),
    delivery_notes: str('delivery_notes'),
    delivery_zone: str('delivery_zone'),
    delivery_weight_grams: row.delivery_weight_grams === null || row.delivery_weight_grams === undefined ? null : Number(row.delivery_weight_grams),
    tracking_id: str('tracking_id'),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    client_name: String(row.client_name),
    client_email: String(row.client_email),
    client_phone: String(row.client_phone),
    payment:
      row.payment_tracking_id || row.payment_provider
        ? {
            provider,
            tracking_id: str('payment_tracking_id'),
            method: str('payment_method'),
            confirmation_code: str('payment_confirmation_code'),
            account: str('payment_account'),
            status: paymentStatus ?? 'PENDING',
            amount: toShillingsOrNull(row.payment_amount === null ? null : Number(row.payment_amount)),
            currency: str('payment_currency'),
          }
        : null,
    history: history.map((change) => ({ from: change.fromStatus, to: change.toStatus, at: change.createdAt, by: change.actor, note: change.note })),
    customer:
      userId === null
        ? null
        : {
            id: userId,
            username: String(row.customer_username),
            email: String(row.customer_email),
            full_name: [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' '),
          },
    payment_due_at: status === 'pending' && row.payment_due_at ? asDate(row.payment_due_at) : null,
    refunds: refunds.map((entry) => ({
      id: entry.id,
      amount: toShillings(entry.amount),
      remarks: entry.remarks,
      requested_by: entry.requestedBy,
      status: entry.status,
      answer: entry.answer,
      created_at: entry.createdAt,
    })),
    refund,
    actions,
    created_at: asDate(row.created_at),
    updated_at: asDate(row.updated_at),
  };
}
