import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Order, OrderStatusChange } from './order.entities';
import { readOrderReference } from './reference';
import { contactMatches, trackingTimeline } from './tracking';
import { TrackedOrderView } from './tracking.views';
import { columnsOf } from './order-columns';
import { orderDeliveryPlace } from './order-delivery.views';

export const TRACK_NOT_FOUND = 'We could not find an order with that reference and contact.';

/** Public order tracking: an order found by its reference plus its phone or e-mail, and only its progress. */
@Injectable()
export class TrackingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The order's progress, or the one same 404 for an unknown reference, a garbled one and a wrong
   * contact: a garbled reference still costs a look-up and every contact is compared in full.
   */
  async track(reference: string, contact: string): Promise<TrackedOrderView> {
    const order = await this.dataSource.manager.findOne(Order, { where: { reference: readOrderReference(reference) ?? '' } });
    const matches = contactMatches(order ?? { clientPhone: '', clientEmail: '' }, contact);
    if (!order || !matches) throw new NotFoundException({ detail: TRACK_NOT_FOUND });
    const history = await this.dataSource.manager.find(OrderStatusChange, { where: { orderId: order.id }, order: { id: 'ASC' } });
    return {
      reference: order.reference,
      status: order.status,
      delivery_method: order.deliveryMethod,
      ...orderDeliveryPlace(columnsOf(this.dataSource, order)),
      tracking_id: order.trackingId,
      placed_at: order.createdAt,
      timeline: trackingTimeline(history),
    };
  }
}
