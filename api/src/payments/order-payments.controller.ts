import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles, SignedIn } from '../common/roles';
import { OrderThrottle } from '../common/throttles';
import { OrderView } from '../orders/order.views';
import { User } from '../users/user.entity';
import { AcceptPaymentDto, RefundDto } from './dto/order-payment.dto';
import { OrderPaymentsService } from './order-payments.service';

/** The money actions on an order: each asks the provider first where a provider holds the money. */
@ApiTags('orders')
@Controller('api/orders')
@SignedIn()
export class OrderPaymentsController {
  constructor(private readonly orderPayments: OrderPaymentsService) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @OrderThrottle()
  @ApiOkResponse({ type: OrderView, description: 'Cancelled (its Pesapal payment closed first); its stock is back on the shelf' })
  @ApiNotFoundResponse({ description: 'No such order, or not yours' })
  @ApiConflictResponse({ description: 'No longer cancellable, or its payment completed meanwhile (the order is then paid)' })
  @ApiBadGatewayResponse({ description: 'Pesapal could not be reached; nothing changed' })
  cancel(@CurrentUser() user: User, @Param('id', IdPipe) id: number): Promise<OrderView> {
    return this.orderPayments.cancel(user, id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Roles('staff')
  @ApiOkResponse({ type: OrderView, description: 'Pesapal received the refund request: the order is refund_requested until Pesapal reports the payment reversed. An M-Pesa refund, made in Safaricom\'s portal, is recorded: the order is refunded' })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"transaction_id": ["Give the M-Pesa transaction id of the reversal made in Safaricom\'s portal."]}' })
  @ApiConflictResponse({ description: 'Against the refund rules: completed payments only, at most the amount paid, mobile money in full, one refund per payment' })
  @ApiBadGatewayResponse({ description: 'Pesapal refused the request or did not answer (recorded on the order)' })
  refund(@CurrentUser() user: User, @Param('id', IdPipe) id: number, @Body() dto: RefundDto): Promise<OrderView> {
    return this.orderPayments.refund(user, id, dto.amount, dto.remarks.trim(), dto.transaction_id ?? null);
  }

  @Post(':id/accept-payment')
  @HttpCode(200)
  @Roles('staff')
  @ApiOkResponse({ type: OrderView, description: 'A payment under review (amount or currency differed) accepted: the order is paid' })
  @ApiConflictResponse({ description: 'The order is not under payment review' })
  acceptPayment(@CurrentUser() user: User, @Param('id', IdPipe) id: number, @Body() dto: AcceptPaymentDto): Promise<OrderView> {
    return this.orderPayments.acceptPayment(user, id, dto.note?.trim() ?? '');
  }
}
