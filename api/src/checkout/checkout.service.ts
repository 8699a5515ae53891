import { BadRequestException, ConflictException, HttpException, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ProductReader, SaleVariant } from '../catalog/product-reader';
import { CartService, CheckoutCart, discountLine } from '../cart/cart.service';
import { deliveryCharge } from '../discounts/discount-rules';
import { ChosenDelivery, chosenFee } from '../delivery/delivery-choice';
import { DeliveryQuotes } from '../delivery/delivery-quotes';
import { codeRefused, DiscountsService } from '../discounts/discounts.service';
import { Language } from '../i18n/languages';
import { DiscountCode } from '../discounts/discount.entities';
import { InventoryService, OrderStockLine } from '../inventory/inventory.service';
import { clearOfLowStockAlert, StockLine, StockNotTakenTogether } from '../inventory/stock-take-together';
import { OrderMovesService } from '../orders/order-moves.service';
import { OrderView } from '../orders/order.views';
import { KeptWithOrder, OrderDraft, OrdersService } from '../orders/orders.service';
import { User } from '../users/user.entity';
import { afterCommitWork } from './after-commit-work';
import { CheckoutGroup } from './checkout-group';
import { CheckoutAttempt, CheckoutKeys, keyConflict } from './checkout-keys';
import { CheckoutDto } from './dto/checkout.dto';
import { GroupCommit, GroupSplit } from './group-commit';
import { orderTotalProblem } from './order-limit';
import { normaliseKenyanMobile } from './phone';
import { UsersService } from '../users/users.service';

/**
 * Turns the signed-in customer's server cart into an order in ONE transaction: the cart is locked and
 * emptied, names and prices are copied onto the order lines, the fee is computed here, and
 * last each line's stock is taken with a conditional update (so the last item is never sold twice and
 * a hot variant's row is locked only from that update to the commit, which on PostgreSQL go out in one
 * message). Any refusal rolls everything back.
 * With an Idempotency-Key, a retry answers the order the key placed (CheckoutKeys). On PostgreSQL, checkouts that
 * arrive while others are being placed go together in one transaction (GroupCommit, placeTogether).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly inventory: InventoryService,
    private readonly cart: CartService,
    private readonly catalog: ProductReader,
    private readonly orders: OrdersService,
    private readonly moves: OrderMovesService,
    private readonly discounts: DiscountsService,
    private readonly keys: CheckoutKeys,
    private readonly delivery: DeliveryQuotes,
    private readonly users: UsersService,
  ) {}

  private readonly logger = new Logger('Checkout');
  private readonly groups = new GroupCommit<PlacingCheckout, OrderView>(
    (checkout) => this.place(checkout),
    (checkouts) => this.placeTogether(checkouts),
    // Issue 35's bench measured 2, 4 and 8 open transactions alike, and groups of 8, 16 and 32 alike; 32 bounds a
    // group's statement and its wait. A failed group's checkouts then go alone side by side, in the group's one slot.
    { inFlight: 4, groupSize: 32 },
    (checkouts) => this.refusedAsRead(checkouts),
  );

  /** `language`: the page's, which a refusal names the delivery method in. */
  async checkout(user: User, dto: CheckoutDto, language: Language, attempt: CheckoutAttempt | null = null): Promise<OrderView> {
    let order: OrderView;
    try {
      const checkout = { user, dto, language, attempt };
      order = await (this.inventory.onPostgres ? this.groups.place(checkout) : this.place(checkout));
    } catch (error) {
      // A retry finds its cart emptied by the first attempt (or, racing it, waits for the cart and then finds it
      // empty), or the key's row stops it: answer the order the key placed. Its key is looked up only then.
      const placed = attempt && (await this.keys.orderOf(user.id, attempt));
      if (placed) return this.orders.view(placed);
      throw error;
    }
    // Paid as it was placed (nothing to pay): no deadline to keep, and the answer says it is paid.
    if (order.total_price === 0) return this.orders.view(order.id);
    // The order's stored deadline lets the sweeper expire it should the timer be slow or lost.
    await afterCommitWork(this.orders.scheduleExpiry(order.id));
    return order;
  }

  /**
   * The order's transaction. First with its stock take sent together with COMMIT (placeOrder, `together`) unless the
   * stock was read near a low-stock threshold. Should that take nothing (all of it rolled back), the order is refused
   * when a line is short now; otherwise its take would have crossed a low-stock threshold after all (more sold
   * meanwhile than clearOfLowStockAlert allows for, or stock came back), and the same order is placed again the
   * ordinary way, which writes the alert inside the transaction.
   */
  private async place(checkout: PlacingCheckout): Promise<OrderView> {
    try {
      return await this.inventory.transaction((manager) => this.placeOrder(manager, checkout, 'with-commit'));
    } catch (error) {
      if (!(error instanceof StockNotTakenTogether)) throw error;
      const refusal = shortNow(error.lines, await this.variantsNow(error.lines));
      if (refusal) throw refusal;
      return this.inventory.transaction((manager) => this.placeOrder(manager, checkout, 'ordinary'));
    }
  }

  /**
   * PostgreSQL: the checkouts in one transaction (CheckoutGroup: the carts taken in one statement, a delivery choice
   * read once), their orders written in one statement, their stock taken last, all lines in (product, variant) order,
   * in one message with the COMMIT (the ordinary way, alerts written, when one was read near a low-stock threshold).
   * Every order is drafted before anything is written: should one be refused as read (an empty cart, a line sold out)
   * or need what a group does not do (a code, nothing to pay, a key an earlier attempt holds), the group is rolled
   * back with a GroupSplit naming them, and GroupCommit answers the refused and places the rest again. A line short at
   * its lock splits it by the stock as read after (splitShort); anything else rolls it back, and each goes alone.
   */
  private async placeTogether(checkouts: PlacingCheckout[]): Promise<OrderView[]> {
    const drafts: DraftedOrder[] = [];
    try {
      return await this.inventory.transaction(async (manager) => {
        const group = new CheckoutGroup(checkouts.map(({ user }) => user.id));
        const refused = new Map<number, unknown>();
        const unplaceable = new Set<number>();
        for (const [index, checkout] of checkouts.entries()) {
          try {
            drafts.push(await this.drafted(manager, checkout, group));
          } catch (error) {
            if (error instanceof HttpException) refused.set(index, error);
            else if (error instanceof NotForAGroup) unplaceable.add(index);
            else throw error;
          }
        }
        if (refused.size || unplaceable.size) throw new GroupSplit(refused, unplaceable);
        for (const { user, dto } of checkouts) if (dto.whatsapp_updates) await this.users.setWhatsAppUpdates(manager, user.id, true, 'checkout');
        const placed = await this.orders.placeAll(manager, drafts.map(({ draft, kept }, index) => ({ draft, customer: checkouts[index].user, kept })));
        // A key that stands for an earlier attempt: that checkout answers the attempt's order when it goes alone.
        placed.forEach(({ kept }, index) => {
          if (drafts[index].kept && !kept) unplaceable.add(index);
        });
        if (unplaceable.size) throw new GroupSplit(new Map(), unplaceable);
        const takes = placed.map(({ order }, index) => ({ lines: drafts[index].stockLines, context: { userId: checkouts[index].user.id, comment: `Order ${order.reference}` } }));
        if (drafts.every(({ clear }) => clear)) await this.inventory.takeForOrdersAndCommit(manager, takes);
        else if ((await this.inventory.takeForOrders(manager, takes)) !== null) throw new GroupShortAtItsLock();
        return placed.map(({ order }) => order);
      });
    } catch (error) {
      // Short at its lock, taken with the COMMIT or the ordinary way (near a low-stock threshold: a sale's last units).
      if (error instanceof StockNotTakenTogether || error instanceof GroupShortAtItsLock) throw await this.splitShort(drafts);
      // A split is a group's ordinary end; anything else would place every group alone.
      if (!(error instanceof GroupSplit)) this.logger.warn(`A checkout group failed: ${(error as Error).message}`);
      throw error;
    }
  }

  /**
   * A group whose take found a line short at its lock (a sale's last units; rolled back): by the stock as it is now,
   * an order short of it is refused as it would be alone (placeOrder's take), the orders that fit in turn go together
   * again and the rest with the next group, after them (a sale's last buyers: refused together as they read it). When
   * every order fits (stock came back, or the take would cross a low-stock threshold), the split names no one and each
   * goes alone.
   */
  private async splitShort(drafts: DraftedOrder[]): Promise<GroupSplit> {
    const lines = drafts.flatMap(({ stockLines }) => stockLines);
    const variants = await this.variantsNow(lines);
    const left = new Map([...variants].map(([id, variant]) => [id, variant.stock]));
    const refused = new Map<number, unknown>();
    const afterTheRest = new Set<number>();
    drafts.forEach(({ stockLines }, index) => {
      const refusal = shortNow(stockLines, variants);
      if (refusal) refused.set(index, refusal);
      else if (stockLines.every(({ variantId, quantity }) => (left.get(variantId) ?? 0) >= quantity)) stockLines.forEach(({ variantId, quantity }) => left.set(variantId, left.get(variantId)! - quantity));
      else afterTheRest.add(index);
    });
    return new GroupSplit(refused, new Set(), afterTheRest);
  }

  /**
   * Checkouts still waiting for a group once one met refusals (a sale's last units gone), by place: those whose cart,
   * read now without a lock, a group would refuse as read (a line no longer sold, a line short), with that refusal,
   * whatever its delivery fields say. An empty cart, or one that fits, waits for its group as ever.
   */
  private async refusedAsRead(checkouts: PlacingCheckout[]): Promise<Map<number, unknown>> {
    const carts = await this.cart.readForCheckouts(checkouts.map(({ user }) => user.id));
    const refused = new Map<number, unknown>();
    checkouts.forEach(({ user }, index) => {
      const cart = carts.get(user.id);
      const refusal = cart instanceof HttpException ? cart : cart && shortAsRead(inStockOrder(cart.lines));
      if (refusal) refused.set(index, refusal);
    });
    return refused;
  }

  /** The lines' variants as sold now, by id (read after a take found one short). */
  private async variantsNow(lines: StockLine[]): Promise<Map<number, SaleVariant>> {
    return new Map((await this.catalog.saleVariants([...new Set(lines.map((line) => line.variantId))])).map((variant) => [variant.id, variant]));
  }

  /** `take`: 'with-commit': on PostgreSQL, in one message with the COMMIT (takeForOrderAndCommit) when nothing else must follow it; 'ordinary': the take answered (takeForOrder), then the alerts, then COMMIT. */
  private async placeOrder(manager: EntityManager, checkout: PlacingCheckout, take: 'with-commit' | 'ordinary'): Promise<OrderView> {
    const { user, dto, attempt } = checkout;
    const { draft, kept: keeping, discount, codeId, stockLines, clear } = await this.drafted(manager, checkout, null);
    const { order, kept } = await this.orders.place(manager, draft, user, keeping);
    // The key stands for an earlier attempt: roll back, and answer that attempt's order (checkout).
    if (attempt && !kept) throw keyConflict();
    // Counted before the stock, in the order a cancel gives them back (code, then products): never a deadlock.
    if (discount) await this.discounts.redeem(manager, discount.code, user.id, order.id, discount.amount);
    if (codeId !== null) await this.cart.forgetDiscount(user.id, manager);
    // Before any notice of the order is written, so that its first news already goes where the customer asked.
    if (dto.whatsapp_updates) await this.users.setWhatsAppUpdates(manager, user.id, true, 'checkout');
    const stockContext = { userId: user.id, comment: `Order ${order.reference}` };
    // An order paid in full by its discount is paid after the take, in the transaction: its take cannot end it. A take
    // read near a low-stock threshold goes the ordinary way, which writes the alert should it cross.
    if (take === 'with-commit' && clear && order.total_price > 0 && this.inventory.onPostgres) {
      await this.inventory.takeForOrderAndCommit(manager, stockLines, stockContext);
      return order;
    }
    const short = await this.inventory.takeForOrder(manager, stockLines, stockContext);
    if (short !== null) {
      const [left] = await this.catalog.saleVariants([short], manager);
      throw notEnoughStock(draft.lines.find((line) => line.variantId === short)!.name, left?.stock ?? 0);
    }
    // No payment provider takes KSh 0: an order the discount paid in full is paid here, like any other paid order.
    if (order.total_price === 0) await this.moves.payNothingDue(manager, order.id);
    return order;
  }

  /**
   * The order a checkout makes, drafted in its transaction and not yet written: the delivery as chosen, the cart
   * taken, the stock as read, the code checked, the fee priced. In a group (placeTogether) the group reads the
   * delivery choice and the carts, and an order with a code or nothing to pay is not for the group.
   */
  private async drafted(manager: EntityManager, { user, dto, language, attempt }: PlacingCheckout, group: CheckoutGroup | null): Promise<DraftedOrder> {
    // The form's delivery first (the rates as they are in this transaction), so its field errors come before the cart's.
    const choice = { county: dto.delivery_county, method: dto.delivery_method, pickupPointId: dto.pickup_point_id ?? null, language };
    const read = () => this.delivery.readChoice(manager, choice);
    const delivery = await (group ? group.deliveryChoice(choice, read) : read());
    const address = addressOf(dto, delivery);
    const { lines, discountCodeId: codeId } = await (group ? group.cartOf(user.id, (userIds) => this.cart.takeForCheckouts(userIds, manager)) : this.cart.takeForCheckout(user.id, manager));
    if (!lines.length) throw new BadRequestException({ detail: 'Your cart is empty.' });
    // A code's row is locked by its redemption: in a group, two codes could be locked in either order.
    if (group && codeId !== null) throw new NotForAGroup();
    const ordered = inStockOrder(lines);
    // Short already as read (a sale's last buyers): refused before anything is written or any stock row locked.
    const short = shortAsRead(ordered);
    if (short) throw short;
    const productTotal = ordered.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
    // The code is checked again here, on the goods and limits as they are now; a refusal takes nothing.
    const discountLines = ordered.map((line) => discountLine(line.variant, line.quantity));
    const assessment = codeId === null ? null : await this.discounts.assess(manager, codeId, user.id, discountLines, true);
    if (assessment?.refusal) throw codeRefused(assessment.refusal);
    // Priced on the parcel's weight and the goods after a goods discount.
    const grams = ordered.reduce((sum, line) => sum + line.variant.weightGrams * line.quantity, 0);
    const { fee, discount: discountAmount } = deliveryCharge(assessment?.code ?? null, discountLines, (goods) => chosenFee(delivery, grams, goods, language));
    const discount = assessment ? { code: assessment.code, amount: discountAmount } : null;
    const total = productTotal + fee - (discount?.amount ?? 0);
    const tooBig = orderTotalProblem(total);
    if (tooBig) throw new BadRequestException({ detail: tooBig });
    if (group && total === 0) throw new NotForAGroup();
    return {
      draft: {
        delivery: { ...address, offer: delivery, grams, language: user.language },
        clientName: dto.client_name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        clientEmail: dto.client_email || user.email,
        clientPhone: normaliseKenyanMobile(dto.client_phone)!,
        // Only signed-in customers check out: their account's language is the one they chose to hear.
        language: user.language,
        productTotal,
        deliveryFee: fee,
        discount: discount && { code: discount.code.code, amount: discount.amount },
        lines: ordered.map((line) => ({ variantId: line.variantId, productId: line.variant.productId, name: line.variant.name, sku: line.variant.sku, unitPrice: line.variant.price, quantity: line.quantity })),
      },
      kept: attempt ? this.keys.keptWith(manager, user.id, attempt) : undefined,
      discount,
      codeId,
      stockLines: ordered.map((line) => ({ variantId: line.variantId, productId: line.variant.productId, quantity: line.quantity })),
      clear: ordered.every(({ variant, quantity }) => clearOfLowStockAlert({ stock: variant.stock, threshold: variant.lowStockThreshold, quantity })),
    };
  }
}

/** A checkout on its way through the shop's transaction. */
interface PlacingCheckout {
  user: User;
  dto: CheckoutDto;
  language: Language;
  attempt: CheckoutAttempt | null;
}

/** An order drafted for its checkout (CheckoutService.drafted): what is written, and what its placing needs besides. */
interface DraftedOrder {
  draft: OrderDraft;
  /** The row its Idempotency-Key keeps, written with the order. */
  kept?: KeptWithOrder;
  discount: { code: DiscountCode; amount: number } | null;
  codeId: number | null;
  stockLines: OrderStockLine[];
  /** Its take can go with the COMMIT: no low-stock alert can be due (clearOfLowStockAlert). */
  clear: boolean;
}

/** This order needs something a group does not do (placeTogether): the group is rolled back, the order placed alone. */
class NotForAGroup extends Error {}

/** A group's ordinary take found a line short at its lock (placeTogether): the group is rolled back and split. */
class GroupShortAtItsLock extends Error {}

const notEnoughStock = (name: string, left: number) => new ConflictException({ detail: `Not enough stock for ${name}: ${left} left.` });

/** Stock moves in (product, variant) order, here and wherever stock goes back, so concurrent orders never deadlock. */
const inStockOrder = <Line extends CheckoutCart['lines'][number]>(lines: Line[]): Line[] => [...lines].sort((a, b) => a.variant.productId - b.variant.productId || a.variantId - b.variantId);

/** The refusal of lines (in stock order) short already as read: its first line short, or null. */
const shortAsRead = (ordered: CheckoutCart['lines']): ConflictException | null => shortNow(ordered, new Map(ordered.map((line) => [line.variantId, line.variant])));

/** The refusal of a take found short, by its variants as read after: its first line short now, or null. */
function shortNow(lines: StockLine[], variants: Map<number, SaleVariant>): ConflictException | null {
  for (const { variantId, quantity } of lines) {
    const variant = variants.get(variantId);
    if (variant && variant.stock < quantity) return notEnoughStock(variant.name, variant.stock);
  }
  return null;
}

/** The address the order keeps: the street and town a method that needs them must have, and the notes; none for a pickup point. */
function addressOf(dto: CheckoutDto, delivery: ChosenDelivery): { county: string; town: string | null; line: string | null; notes: string | null } {
  const atPoint = delivery.points.length > 0;
  const needsAddress = delivery.method.requiresAddress && !atPoint;
  const town = dto.delivery_town || null;
  const line = dto.delivery_address || null;
  const missing = {
    ...(needsAddress && !town ? { delivery_town: ['Please enter your town or area.'] } : {}),
    ...(needsAddress && !line ? { delivery_address: ['Please provide your delivery address.'] } : {}),
  };
  if (Object.keys(missing).length) throw new BadRequestException(missing);
  return { county: dto.delivery_county, town: needsAddress ? town : null, line: needsAddress ? line : null, notes: atPoint ? null : dto.delivery_notes || null };
}
