import type { ChosenDelivery, DeliveryChoice } from '../delivery/delivery-choice';
import type { CheckoutCart } from '../cart/cart.service';

/**
 * What the orders of one checkout group share in their transaction (CheckoutService.placeTogether): each delivery
 * choice read once for every order that makes it, and every cart taken in one statement.
 */
export class CheckoutGroup {
  private readonly choices = new Map<string, Promise<ChosenDelivery>>();
  private carts?: Promise<Map<number, CheckoutCart>>;

  /** `userIds`: the group's customers, in the order their carts are locked. */
  constructor(private readonly userIds: number[]) {}

  deliveryChoice(choice: DeliveryChoice, read: () => Promise<ChosenDelivery>): Promise<ChosenDelivery> {
    const key = JSON.stringify([choice.county, choice.method, choice.pickupPointId, choice.language]);
    const known = this.choices.get(key) ?? read();
    this.choices.set(key, known);
    return known;
  }

  /** The customer's cart, taken (on first asking) with every other cart of the group by `takeAll`. */
  async cartOf(userId: number, takeAll: (userIds: number[]) => Promise<Map<number, CheckoutCart>>): Promise<CheckoutCart> {
    this.carts ??= takeAll(this.userIds);
    return (await this.carts).get(userId)!;
  }
}
