import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { IdPipe } from '../common/ids';
import { DiscountThrottle } from '../common/throttles';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { SignedIn } from '../common/roles';
import { User } from '../users/user.entity';
import { CartService } from './cart.service';
import { CartView, MergedCartView } from './cart.views';
import { AddToCartDto, MergeCartDto, UpdateCartItemDto } from './dto/cart.dto';
import { ApplyDiscountDto } from '../discounts/dto/discount.dto';
import { SaysShopWords } from '../i18n/answer-language.interceptor';

/** The signed-in customer's own cart; every answer is the whole cart with totals computed here. */
@ApiTags('cart')
@Controller('api/cart')
@SaysShopWords()
@SignedIn()
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOkResponse({ type: CartView })
  get(@CurrentUser() user: User): Promise<CartView> {
    return this.cart.view(user);
  }

  @Post('add')
  @HttpCode(200)
  @ApiOkResponse({ type: CartView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"quantity": ["Quantity must be at least 1."]}' })
  @ApiNotFoundResponse({ description: 'The variant does not exist or is not sold' })
  @ApiConflictResponse({ description: 'More than the stock, e.g. {"detail": "Only 3 left of Kiondo Basket - Red."}' })
  add(@CurrentUser() user: User, @Body() dto: AddToCartDto): Promise<CartView> {
    return this.cart.add(user, dto.variantId, dto.quantity);
  }

  @Put('update/:itemId')
  @ApiOkResponse({ type: CartView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  @ApiNotFoundResponse({ description: 'No such line in your cart' })
  @ApiConflictResponse({ description: 'More than the stock, or the variant is no longer sold' })
  update(@CurrentUser() user: User, @Param('itemId', IdPipe) itemId: number, @Body() dto: UpdateCartItemDto): Promise<CartView> {
    return this.cart.setQuantity(user, itemId, dto.quantity);
  }

  @Delete('remove/:itemId')
  @ApiOkResponse({ type: CartView })
  @ApiNotFoundResponse({ description: 'No such line in your cart' })
  remove(@CurrentUser() user: User, @Param('itemId', IdPipe) itemId: number): Promise<CartView> {
    return this.cart.remove(user, itemId);
  }

  @Delete('empty')
  @ApiOkResponse({ type: CartView })
  empty(@CurrentUser() user: User): Promise<CartView> {
    return this.cart.clear(user);
  }

  @Post('discount')
  @HttpCode(200)
  @DiscountThrottle()
  @ApiOkResponse({ type: CartView, description: 'The cart with the code applied; the server computes the discount' })
  @ApiBadRequestResponse({
    description:
      'The code is refused, in the shopper\'s words: {"code": ["This code is not valid."]} for an unknown code and for one that is switched off, not yet valid, expired or used up (only the code already on the cart says which); below the minimum of the goods it is for, not for these goods, or already used by you are said as such',
  })
  applyDiscount(@CurrentUser() user: User, @Body() dto: ApplyDiscountDto): Promise<CartView> {
    return this.cart.applyDiscount(user, dto.code);
  }

  @Delete('discount')
  @ApiOkResponse({ type: CartView, description: 'The cart without a code' })
  removeDiscount(@CurrentUser() user: User): Promise<CartView> {
    return this.cart.removeDiscount(user);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOkResponse({ type: MergedCartView, description: 'The merged cart, with the guest lines that could not be merged' })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"items.0.quantity": ["Quantity must be at least 1."]}' })
  merge(@CurrentUser() user: User, @Body() dto: MergeCartDto): Promise<MergedCartView> {
    return this.cart.merge(
      user,
      dto.items.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
    );
  }
}
