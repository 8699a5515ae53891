import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProductReader } from '../catalog/product-reader';
import { CartService, discountLine } from '../cart/cart.service';
import { discountCents } from '../discounts/discount-rules';
import { codeRefused, DiscountsService } from '../discounts/discounts.service';
import { ChangeContext, InventoryService } from '../inventory/inventory.service';
import { OrderView } from '../orders/order.views';
import { OrdersService } from '../orders/orders.service';
import { orderReference } from '../orders/reference';
import { User } from '../users/user.entity';
import { deliveryFee, deliveryMethod } from './delivery';
import { CheckoutDto } from './dto/checkout.dto';
import { orderTotalProblem } from './order-limit';
import { normaliseKenyanMobile } from './phone';

/**
 * Turns the signed-in customer's server cart into an order in ONE transaction: the cart is locked,
 * each line's stock is taken with a conditional update (so the last item is never sold twice),
 * names and prices are copied onto the order lines, the fee is computed here, the cart is emptied.
 * Any refusal rolls everything back.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly inventory: InventoryService,
    private readonly cart: CartService,
    private readonly catalog: ProductReader,
    private readonly orders: OrdersService,
    private readonly discounts: DiscountsService,
  ) {}

  async checkout(user: User, dto: CheckoutDto): Promise<OrderView> {
    const method = deliveryMethod(dto.delivery_method);
    const orderId = await this.inventory.transaction((manager) => this.placeOrder(manager, user, dto, method.requiresAddress));
    await this.orders.scheduleExpiry(orderId);
    return this.orders.view(orderId);
  }

  private async placeOrder(manager: EntityManager, user: User, dto: CheckoutDto, needsAddress: boolean): Promise<number> {
    const { lines, discountCodeId: codeId } = await this.cart.linesForCheckout(user.id, manager);
    if (!lines.length) throw new BadRequestException({ detail: 'Your cart is empty.' });
    const variants = new Map((await this.catalog.saleVariants(lines.map((line) => line.variantId), manager)).map((variant) => [variant.id, variant]));
    // Products are locked in id order (here and wherever stock goes back), so concurrent orders never deadlock.
    const ordered = lines
      .map((line) => ({ ...line, variant: variants.get(line.variantId)! }))
      .sort((a, b) => a.variant.productId - b.variant.productId || a.variantId - b.variantId);
    const productTotal = ordered.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
    const fee = deliveryFee(dto.delivery_method, productTotal);
    // The code is checked again here, on the goods and limits as they are now; a refusal takes nothing.
    const discountLines = ordered.map((line) => discountLine(line.variant, line.quantity));
    const assessment = codeId === null ? null : await this.discounts.assess(manager, codeId, user.id, discountLines);
    if (assessment?.refusal) throw codeRefused(assessment.refusal);
    const discount = assessment ? { code: assessment.code, amount: discountCents(assessment.code, discountLines, fee) } : null;
    const tooBig = orderTotalProblem(productTotal + fee - (discount?.amount ?? 0));
    if (tooBig) throw new BadRequestException({ detail: tooBig });
    const orderId = await this.orders.place(manager, {
      userId: user.id,
      actor: user.username,
      deliveryMethod: dto.delivery_method,
      deliveryAddress: needsAddress ? (dto.delivery_address ?? null) : null,
      clientName: dto.client_name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      clientEmail: dto.client_email || user.email,
      clientPhone: normaliseKenyanMobile(dto.client_phone)!,
      // Only signed-in customers check out: their account's language is the one they chose to hear.
      language: user.language,
      productTotal,
      deliveryFee: fee,
      discount: discount && { code: discount.code.code, amount: discount.amount },
      lines: ordered.map((line) => ({ variantId: line.variantId, name: line.variant.name, sku: line.variant.sku, unitPrice: line.variant.price, quantity: line.quantity })),
    });
    // Counted before the stock, in the order a cancel gives them back (code, then products): never a deadlock.
    if (discount) await this.discounts.redeem(manager, discount.code, user.id, orderId, discount.amount);
    for (const line of ordered) {
      await this.takeStock(manager, line.variantId, line.quantity, line.variant.name, { userId: user.id, comment: `Order ${orderReference(orderId)}` });
    }
    await this.cart.empty(user.id, manager);
    if (codeId !== null) await this.cart.forgetDiscount(user.id, manager);
    return orderId;
  }

  /** Takes the units or stops the checkout with a 409 naming the line and what is left. */
  private async takeStock(manager: EntityManager, variantId: number, quantity: number, name: string, context: ChangeContext): Promise<void> {
    try {
      await this.inventory.reserveStock(manager, variantId, quantity, context);
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      const [left] = await this.catalog.saleVariants([variantId], manager);
      throw new ConflictException({ detail: `Not enough stock for ${name}: ${left?.stock ?? 0} left.` });
    }
  }
}
