import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toShillings } from '../catalog/money';
import type { ParcelBasis } from '../delivery/delivery-quotes';
import { DiscountLine, goodsDiscountCents, UNKNOWN_CODE } from '../discounts/discount-rules';
import { codeRefused, DiscountsService } from '../discounts/discounts.service';
import { CartAsSold, ProductReader, SaleVariant } from '../catalog/product-reader';
import { returningRows } from '../database/returning';
import { inTransaction } from '../inventory/transaction';
import { User } from '../users/user.entity';
import { combineLines, mergedQuantity, stockProblem, totalCents } from './cart-rules';
import { Cart, CartItem } from './cart.entities';
import { MAX_ID } from '../common/ids';
import { CartView, MergedCartView, SkippedLineView } from './cart.views';

/** A cart line as the discount rules see it (cents). */
export const discountLine = (variant: SaleVariant, quantity: number): DiscountLine => ({ productId: variant.productId, categoryId: variant.categoryId, unitPrice: variant.price, quantity });

/** A cart line as checkout takes it. */
export interface CheckoutLine {
  variantId: number;
  quantity: number;
}

/** A cart as checkout takes it: its lines by variant id, each with its variant as sold now, and its discount code. */
export interface CheckoutCart {
  lines: (CheckoutLine & { variant: SaleVariant })[];
  discountCodeId: number | null;
}

/** A taken cart's lines for checkout; a line no longer for sale stops the checkout. */
function checkoutCartOf({ lines, discountCodeId }: CartAsSold): CheckoutCart {
  const taken = lines.map(({ quantity, variant }) => {
    if (!variant.forSale) throw new ConflictException({ detail: `${variant.name} is no longer available; remove it from your cart.` });
    return { variantId: variant.id, quantity, variant };
  });
  return { lines: taken.sort((a, b) => a.variantId - b.variantId), discountCodeId };
}

/** A cart line with its variant as sold now. */
type CartLine = { itemId: number; quantity: number; variant: SaleVariant };

/** A cart's row as a change or a view needs it. */
interface CartRow {
  id: number;
  discountCodeId: number | null;
}

const itemNotFound = () => new NotFoundException({ detail: 'Cart item not found.' });
const variantNotFound = () => new NotFoundException({ detail: 'This product variant is not available.' });

/** Why `quantity` more of `variant` cannot go into a line holding `inCart`: not sold (404) or too few left (409); null when it can. */
function refusalToAdd(variant: SaleVariant | undefined, quantity: number, inCart = 0): Error | null {
  if (!variant?.forSale) return variantNotFound();
  const problem = stockProblem(variant.name, variant.stock, inCart + quantity, inCart);
  return problem ? new ConflictException({ detail: problem }) : null;
}

/**
 * The signed-in customer's server cart. Every change runs in one transaction that first bumps the
 * cart row: that row lock makes two requests on one cart (two tabs, a merge racing an add, a
 * checkout) run one after the other, so a line is never lost or counted twice. Lines are always
 * looked up through the caller's own cart, so another customer's item id is simply not found.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: ProductReader,
    private readonly discounts: DiscountsService,
  ) {}

  /**
   * The cart as the shopper sees it; `cart` when a change has just read its row, and `lines` when it knows them
   * (a statement fewer each).
   */
  async view(user: User, cart?: CartRow, lines?: CartLine[]): Promise<CartView> {
    const { cartId, goodsCents, discountLines, assessment, counting, ...read } = await this.assessed(user, cart, lines);
    return {
      id: cartId,
      items: read.lines.map(({ itemId, quantity, variant }) => ({
        id: itemId,
        variant_id: variant.id,
        product_id: variant.productId,
        variant_name: variant.name,
        quantity,
        unit_price: toShillings(variant.price),
        total_price: toShillings(variant.price * quantity),
        image: variant.image,
        stock: variant.forSale ? variant.stock : 0,
      })),
      total: toShillings(goodsCents),
      customer: { first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone },
      discount_code: assessment?.code.code ?? null,
      discount_type: assessment?.code.type ?? null,
      discount_amount: counting ? toShillings(goodsDiscountCents(counting, discountLines)) : 0,
      discount_problem: discountLines.length ? (assessment?.refusal ?? null) : null,
    };
  }

  /** What the cart's delivery is priced on: its grams, its goods after the code's goods discount, and whether the code makes delivery free. */
  async parcel(user: User): Promise<ParcelBasis> {
    const { lines, goodsCents, discountLines, counting } = await this.assessed(user);
    return {
      grams: lines.reduce((sum, { quantity, variant }) => sum + variant.weightGrams * quantity, 0),
      goods: goodsCents - (counting ? goodsDiscountCents(counting, discountLines) : 0),
      freeDelivery: counting?.type === 'free_delivery',
    };
  }

  private async assessed(user: User, cart?: CartRow, known?: CartLine[]) {
    const { id: cartId, discountCodeId } = cart ?? (await this.cartOf(this.dataSource.manager, user.id));
    const lines = known ?? (await this.catalog.cartLines(cartId));
    const goodsCents = totalCents(lines.map(({ quantity, variant }) => ({ unitCents: variant.price, quantity })));
    const discountLines = lines.map(({ quantity, variant }) => discountLine(variant, quantity));
    const assessment = discountCodeId === null ? null : await this.discounts.assess(this.dataSource.manager, discountCodeId, user.id, discountLines, true);
    // The code counts only while it may be used on these goods; delivery is priced on the goods after it.
    const counting = assessment && !assessment.refusal && discountLines.length ? assessment.code : null;
    return { cartId, lines, goodsCents, discountLines, assessment, counting };
  }

  /**
   * Applies a code to the cart after checking it against the cart's goods now; a refusal is a 400 on
   * `code` in the shopper's words. Checkout checks it again in its transaction.
   */
  async applyDiscount(user: User, text: string): Promise<CartView> {
    await inTransaction(this.dataSource, async (manager) => {
      const cart = await this.lockedCart(manager, user.id);
      const items = await manager.find(CartItem, { where: { cartId: cart.id } });
      const variants = await this.variantsById(items.map((item) => item.variantId), manager);
      const lines = items.flatMap((item) => (variants.get(item.variantId)?.forSale ? [discountLine(variants.get(item.variantId)!, item.quantity)] : []));
      if (!lines.length) throw codeRefused('Add something to your cart before applying a code.');
      const code = await this.discounts.byCode(text, manager);
      // Only the code already on this cart may be told its state (expired, used up…): any other reads as unknown.
      const assessment = code && (await this.discounts.assess(manager, code.id, user.id, lines, code.id === cart.discountCodeId));
      if (!assessment || assessment.refusal) throw codeRefused(assessment?.refusal ?? UNKNOWN_CODE);
      await manager.update(Cart, { id: cart.id }, { discountCodeId: assessment.code.id });
    });
    return this.view(user);
  }

  async removeDiscount(user: User): Promise<CartView> {
    await inTransaction(this.dataSource, async (manager) => {
      const cartId = await this.lockCart(manager, user.id);
      await manager.update(Cart, { id: cartId }, { discountCodeId: null });
    });
    return this.view(user);
  }

  /** After a checkout used the code: the next cart starts without it. */
  async forgetDiscount(userId: number, manager: EntityManager): Promise<void> {
    await manager.update(Cart, { userId }, { discountCodeId: null });
  }

  /** Adds `quantity` to the variant's line (creating it); the line may never hold more than the stock. */
  async add(user: User, variantId: number, quantity: number): Promise<CartView> {
    if (this.dataSource.options.type === 'postgres') {
      // One statement adds and reads the cart as it was: the answer is that cart with the line's new quantity.
      const { cart, lines, variant, added } = await this.catalog.addToCart(user.id, variantId, quantity);
      const inCart = lines.find((line) => line.variant.id === variantId);
      if (!added || !variant) throw refusalToAdd(variant, quantity, inCart?.quantity) ?? new ConflictException({ detail: 'The stock changed meanwhile; reload and try again.' });
      const after = inCart ? lines.map((line) => (line === inCart ? { ...line, quantity: added.quantity } : line)) : [...lines, { ...added, variant }];
      return this.view(user, cart, after);
    }
    const variant = await this.saleVariant(variantId);
    const cart = await inTransaction(this.dataSource, async (manager) => {
      const cart = await this.lockedCart(manager, user.id);
      // The line's new quantity in one statement; too many for the stock rolls it back.
      const [line] = await returningRows<{ quantity: number }>(
        manager,
        'INSERT INTO cart_items (cart_id, variant_id, quantity) VALUES ($1, $2, $3) ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity RETURNING quantity',
        [cart.id, variantId, quantity],
      );
      const refusal = refusalToAdd(variant, quantity, Number(line.quantity) - quantity);
      if (refusal) throw refusal;
      return cart;
    });
    return this.view(user, cart);
  }

  /** Sets a line's quantity (1..stock). */
  async setQuantity(user: User, itemId: number, quantity: number): Promise<CartView> {
    const owned = await this.ownedItem(this.dataSource.manager, user.id, itemId);
    if (!owned) throw itemNotFound();
    const variant = await this.saleVariant(owned.variantId, () => new ConflictException({ detail: 'This product is no longer available; remove it from your cart.' }));
    this.assertInStock(variant, quantity);
    const cart = await inTransaction(this.dataSource, async (manager) => {
      const cart = await this.lockedCart(manager, user.id);
      // The line may have gone meanwhile (another tab removed it).
      if (!(await this.ownedItem(manager, user.id, itemId))) throw itemNotFound();
      await manager.update(CartItem, { id: itemId }, { quantity });
      return cart;
    });
    return this.view(user, cart);
  }

  async remove(user: User, itemId: number): Promise<CartView> {
    const cart = await inTransaction(this.dataSource, async (manager) => {
      const cart = await this.lockedCart(manager, user.id);
      if (!(await this.ownedItem(manager, user.id, itemId))) throw itemNotFound();
      await manager.delete(CartItem, { id: itemId, cartId: cart.id });
      return cart;
    });
    return this.view(user, cart);
  }

  async clear(user: User): Promise<CartView> {
    const cart = await inTransaction(this.dataSource, (manager) => this.empty(user.id, manager));
    return this.view(user, cart, []);
  }

  /**
   * Merges a guest cart in one transaction: quantities add to existing lines, capped at the stock;
   * lines whose variant is gone, no longer sold or out of stock are skipped and reported.
   */
  async merge(user: User, guestLines: CheckoutLine[]): Promise<MergedCartView> {
    const wanted = combineLines(guestLines);
    const variants = await this.variantsById([...wanted.keys()]);
    const skipped: SkippedLineView[] = [];
    await inTransaction(this.dataSource, async (manager) => {
      const cartId = await this.lockCart(manager, user.id);
      const lines = new Map((await manager.find(CartItem, { where: { cartId } })).map((line) => [line.variantId, line]));
      for (const [variantId, quantity] of wanted) {
        const variant = variants.get(variantId);
        if (!variant?.forSale) {
          skipped.push({ variant_id: variantId, reason: 'unavailable', detail: `${variant?.name ?? 'A product in your cart'} is no longer available.` });
          continue;
        }
        if (variant.stock <= 0) {
          skipped.push({ variant_id: variantId, reason: 'out_of_stock', detail: `${variant.name} is out of stock.` });
          continue;
        }
        const line = lines.get(variantId);
        const merged = mergedQuantity(line?.quantity ?? 0, quantity, variant.stock);
        if (!line) await manager.insert(CartItem, { cartId, variantId, quantity: merged });
        else if (merged !== line.quantity) await manager.update(CartItem, { id: line.id }, { quantity: merged });
      }
    });
    return { ...(await this.view(user)), skipped };
  }

  /**
   * For checkout, inside its transaction: locks the cart (a second checkout of the same cart waits, then finds it
   * empty), empties it and answers its lines with their variants as sold now (name, SKU, price), by variant id.
   * A line whose variant is no longer sold stops the checkout with a 409 naming it; stock itself is checked by the
   * checkout's conditional updates. Also answers the id of the discount code applied to the cart, which checkout
   * checks again. A refusal rolls the lines back into the cart.
   */
  async takeForCheckout(userId: number, manager: EntityManager): Promise<CheckoutCart> {
    return checkoutCartOf(manager.connection.options.type === 'postgres' ? await this.catalog.takeCartLines(userId, manager) : await this.takeInSteps(userId, manager));
  }

  /** PostgreSQL: takeForCheckout for several customers in one statement (a checkout group); an empty cart has no lines. */
  async takeForCheckouts(userIds: number[], manager: EntityManager): Promise<Map<number, CheckoutCart>> {
    const carts = await this.catalog.takeCartsLines(userIds, manager);
    return new Map(userIds.map((userId) => [userId, checkoutCartOf(carts.get(userId) ?? { lines: [], discountCodeId: null })]));
  }

  /**
   * PostgreSQL: the customers' carts as takeForCheckouts would take them now, read without locking or emptying them (a
   * checkout still waiting for its group is checked against its cart); by user, each cart or the refusal its take would
   * give. An empty cart is absent.
   */
  async readForCheckouts(userIds: number[]): Promise<Map<number, CheckoutCart | ConflictException>> {
    const carts = new Map<number, CheckoutCart | ConflictException>();
    for (const [userId, cart] of await this.catalog.cartsLines(userIds)) {
      try {
        carts.set(userId, checkoutCartOf(cart));
      } catch (refusal) {
        carts.set(userId, refusal as ConflictException);
      }
    }
    return carts;
  }

  /** takeForCheckout on SQLite, a statement at a time (in-process, each costs no round trip). */
  private async takeInSteps(userId: number, manager: EntityManager) {
    const { id: cartId, discountCodeId } = await this.lockedCart(manager, userId);
    const lines = await this.catalog.cartLines(cartId, manager);
    await manager.delete(CartItem, { cartId });
    return { lines, discountCodeId };
  }

  /** The cart's quantities by variant id, read without a lock (a retried checkout compares them with its order). */
  async quantities(userId: number): Promise<Map<number, number>> {
    const items = await this.dataSource.manager
      .createQueryBuilder(CartItem, 'i')
      .innerJoin(Cart, 'c', 'c.id = i.cart_id')
      .where('c.user_id = :userId', { userId })
      .getMany();
    return new Map(items.map((item) => [item.variantId, item.quantity]));
  }

  /** Removes every line of the user's cart, inside the caller's transaction (the empty route); answers the cart's row. */
  async empty(userId: number, manager: EntityManager): Promise<CartRow> {
    const cart = await this.lockedCart(manager, userId);
    await manager.delete(CartItem, { cartId: cart.id });
    return cart;
  }

  /** The cart's id and applied code, creating the cart on first use (a concurrent first use is ignored, not an error). */
  private async cartOf(manager: EntityManager, userId: number): Promise<CartRow> {
    const select = { id: true, discountCodeId: true };
    const existing = await manager.findOne(Cart, { where: { userId }, select });
    if (existing) return existing;
    await manager.createQueryBuilder().insert().into(Cart).values({ userId }).orIgnore().execute();
    return manager.findOneOrFail(Cart, { where: { userId }, select });
  }

  private async lockCart(manager: EntityManager, userId: number): Promise<number> {
    return (await this.lockedCart(manager, userId)).id;
  }

  /** Takes the cart's row lock for the rest of the transaction (creating the cart if needed); answers its id and applied code. */
  private async lockedCart(manager: EntityManager, userId: number): Promise<CartRow> {
    const [row] = await returningRows<{ id: number; discount_code_id: number | null }>(
      manager,
      'INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET updated_at = CURRENT_TIMESTAMP RETURNING id, discount_code_id',
      [userId],
    );
    return { id: Number(row.id), discountCodeId: row.discount_code_id === null ? null : Number(row.discount_code_id) };
  }

  private ownedItem(manager: EntityManager, userId: number, itemId: number): Promise<CartItem | null> {
    if (!Number.isInteger(itemId) || itemId < 1 || itemId > MAX_ID) return Promise.resolve(null);
    return manager
      .createQueryBuilder(CartItem, 'i')
      .innerJoin(Cart, 'c', 'c.id = i.cart_id')
      .where('i.id = :itemId AND c.user_id = :userId', { itemId, userId })
      .getOne();
  }

  private async variantsById(ids: number[], manager?: EntityManager): Promise<Map<number, SaleVariant>> {
    return new Map((await this.catalog.saleVariants(ids, manager)).map((variant) => [variant.id, variant]));
  }

  /** The variant if it can be sold now (it, its product and its category active), else `missing()`. */
  private async saleVariant(variantId: number, missing: () => Error = variantNotFound): Promise<SaleVariant> {
    const variant = (await this.variantsById([variantId])).get(variantId);
    if (!variant?.forSale) throw missing();
    return variant;
  }

  private assertInStock(variant: SaleVariant, wanted: number): void {
    const problem = stockProblem(variant.name, variant.stock, wanted);
    if (problem) throw new ConflictException({ detail: problem });
  }
}
