import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Order } from '../orders/order.entities';
import { OrderEvent, OrderEvents } from '../orders/order-events';
import { UsersService } from '../users/users.service';

/**
 * The phone typed at checkout becomes the account's when the account has none (issue 29): the profile then
 * pre-fills the next checkout, and a password reset asked by that phone reaches the account.
 *
 * It is kept when the order is paid, not when it is placed: until then it is only typed, and the shop writes
 * to an order's own contacts only from the payment on (issue 28, order-recipients.ts). Kept at checkout, it
 * would let anyone point an account's messages (a cancelled order's SMS, reset codes) at a stranger's phone.
 * No further confirmation is asked: the payment is what the shop already trusts an order's contacts on.
 * A number another account has is not kept (UsersService.keepOrderPhone): a reset by phone names one account.
 */
@Injectable()
export class OrderPhoneKeeper implements OnModuleInit {
  constructor(
    private readonly orderEvents: OrderEvents,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.orderEvents.listenInTransaction((manager, event) => this.orderMoved(manager, event));
  }

  private async orderMoved(manager: EntityManager, event: OrderEvent): Promise<void> {
    if (event.type !== 'status-changed' || event.to !== 'paid') return;
    const order = await manager.findOne(Order, { where: { id: event.orderId }, select: { id: true, userId: true, clientPhone: true } });
    if (order?.userId) await this.users.keepOrderPhone(manager, order.userId, order.clientPhone);
  }
}
