import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiListQuery, parseListQuery, setContentRange } from '../common/list-query';
import { Roles } from '../common/roles';
import { ORDER_STATUSES, OrderStatus } from '../orders/order-state-machine';
import { PAYMENT_METHODS, PaymentMethod } from './payment-provider';
import { PAYMENT_LIST_STATUSES, PAYMENT_SORTABLE, PaymentFilter, PaymentListStatus, PaymentRow, StaffPaymentsService } from './staff-payments.service';

class PaymentView implements PaymentRow {
  @ApiProperty({ example: 'mpesa-12', description: "'mpesa-<attempt id>' or 'pesapal-<order id>'" }) id: string;
  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod' }) method: PaymentMethod;
  @ApiProperty({
    enum: PAYMENT_LIST_STATUSES,
    enumName: 'PaymentListStatus',
    description:
      'The same words for both providers. pending: waiting for the shopper or the provider; paid; failed: no money came (refused, cancelled, or the order closed or was paid another way); ' +
      'review: money came that staff must act on (its order is payment_review, refund_due or refund_requested); refunded: money given back',
  })
  status: PaymentListStatus;
  @ApiProperty() order_id: number;
  @ApiProperty({ example: 'KC-7K3M9QX2' }) order_reference: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) order_status: OrderStatus;
  @ApiProperty({ description: 'What was paid once the provider said so, else what was asked; in `currency`' }) amount: number;
  @ApiProperty({ example: 'KES', description: 'KES, unless Pesapal reports a payment in another currency' }) currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'M-Pesa: the prompted phone (2547…); Pesapal: the masked phone or card that paid' }) phone_or_account: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The M-Pesa receipt, or Pesapal's confirmation code" }) receipt_or_confirmation: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "M-Pesa only, Daraja's result: 0 paid, 1032 cancelled, 1037 unreachable, 2001 wrong PIN, 1 not enough money …" }) result_code: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'M-Pesa only' }) result_desc: string | null;
  @ApiProperty({ description: 'When the prompt was sent; for Pesapal, when the order was placed' }) created_at: Date;
}

/** Staff's one list of payments across providers, with the needs-review queue the console shares for both. */
@ApiTags('payments')
@Controller('api/payments')
export class StaffPaymentsController {
  constructor(private readonly payments: StaffPaymentsService) {}

  @Get()
  @Roles('staff')
  @ApiListQuery(
    PAYMENT_SORTABLE,
    `method (${PAYMENT_METHODS.join(' or ')}, one or a list), status (${PAYMENT_LIST_STATUSES.join(', ')}; one or a list), order_id (one or a list), ` +
      'needs_review (true: the payments whose orders staff must resolve, for both providers: status review)',
  )
  @ApiOkResponse({ type: [PaymentView], description: 'Newest first: M-Pesa prompts and Pesapal payments together' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<PaymentView[]> {
    const list = parseListQuery<PaymentFilter>(query, PAYMENT_SORTABLE);
    const [rows, total] = await this.payments.list(list);
    setContentRange(res, list.offset, rows.length, total);
    return rows;
  }
}
