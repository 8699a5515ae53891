import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../common/roles';
import { OrderView } from '../orders/order.views';
import { User } from '../users/user.entity';
import { CheckoutService } from './checkout.service';
import { DELIVERY_METHODS } from './delivery';
import { DeliveryMethodView } from './delivery.views';
import { CheckoutDto } from './dto/checkout.dto';

@ApiTags('checkout')
@Controller('api')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** The methods, fees and free-delivery threshold the server charges by; the checkout page shows these. */
  @Get('delivery-methods')
  @ApiOkResponse({ type: [DeliveryMethodView] })
  deliveryMethods(): DeliveryMethodView[] {
    return DELIVERY_METHODS.map(DeliveryMethodView.of);
  }

  @Post('checkout')
  @SignedIn()
  @ApiCreatedResponse({ type: OrderView, description: 'The new pending order; it expires unpaid after ORDER_PAYMENT_TIMEOUT minutes' })
  @ApiBadRequestResponse({ description: 'Field errors (phone, address, method) or {"detail": "Your cart is empty."}, an order above the limit: {"detail": "An order can total at most KSh 10,000,000. …"}, or the cart\'s discount code no longer valid: {"code": ["This code has been used up."]}' })
  @ApiConflictResponse({ description: 'A line without enough stock: {"detail": "Not enough stock for Kiondo Basket - Red: 2 left."}' })
  place(@CurrentUser() user: User, @Body() dto: CheckoutDto): Promise<OrderView> {
    return this.checkout.checkout(user, dto);
  }
}
