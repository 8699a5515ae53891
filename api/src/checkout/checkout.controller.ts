import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../common/roles';
import { OrderThrottle } from '../common/throttles';
import { Language } from '../i18n/languages';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { OrderView } from '../orders/order.views';
import { User } from '../users/user.entity';
import { checkoutAttempt, CHECKOUT_KEY_HOURS, IdempotencyKey } from './checkout-keys';
import { CheckoutService } from './checkout.service';
import { CheckoutDto } from './dto/checkout.dto';

@ApiTags('checkout')
@Controller('api')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('checkout')
  @OrderThrottle()
  @SignedIn()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: `One key per checkout attempt (a UUID), sent again with every retry of it: for ${CHECKOUT_KEY_HOURS} hours a retry answers the order the key placed instead of placing another`,
    schema: { type: 'string', maxLength: 255, example: '5f0c6a4e-2b8d-4c1e-9a57-0e2f4b7d9c31' },
  })
  @ApiCreatedResponse({ type: OrderView, description: 'The new pending order (or, for a retried Idempotency-Key, the order it placed); it expires unpaid after ORDER_PAYMENT_TIMEOUT minutes. An order its discount pays in full (total 0) is answered paid: there is nothing to pay' })
  @ApiBadRequestResponse({ description: 'Field errors (phone, county, town, address, method, pickup point, Idempotency-Key), e.g. {"delivery_method": ["Rider delivery (Nairobi) is not offered in Mombasa: choose another delivery method."]} or {"pickup_point_id": ["Westlands counter is closed: choose another pickup point."]} or {"detail": "Your cart is empty."}, an order above the limit: {"detail": "An order can total at most KSh 10,000,000. …"}, the cart\'s discount code no longer valid: {"code": ["This code has been used up."]}, or a web address in the name or address: {"client_name": ["A name cannot contain a web address."]}' })
  @ApiConflictResponse({ description: 'A line without enough stock: {"detail": "Not enough stock for Kiondo Basket - Red: 2 left."}, or an Idempotency-Key already used for another request or cart' })
  place(@CurrentUser() user: User, @Body() dto: CheckoutDto, @RequestLanguage() language: Language, @IdempotencyKey() key?: string): Promise<OrderView> {
    return this.checkout.checkout(user, dto, language, checkoutAttempt(key, dto));
  }
}
