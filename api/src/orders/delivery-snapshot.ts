import type { ChosenDelivery } from '../delivery/delivery-choice';
import { methodName } from '../delivery/delivery.entities';
import type { Language } from '../i18n/languages';
import type { Order } from './order.entities';

/** Where and how checkout sends an order: the shopper's address and the delivery as it was priced. */
export interface PlacedDelivery {
  county: string;
  town: string | null;
  line: string | null;
  notes: string | null;
  offer: ChosenDelivery;
  grams: number;
  /** The customer's: the method is named as they were offered it. */
  language: Language;
}

/**
 * The order's delivery columns: its structured address, the text messages and the console show, and a snapshot of
 * the method, zone, days and point as priced, so a later change of any of them never rewrites the order.
 */
export function deliverySnapshot({ county, town, line, notes, offer, grams, language }: PlacedDelivery): Partial<Order> {
  const point = offer.points[0] ?? null;
  return {
    deliveryMethod: offer.method.code,
    deliveryAddress: point ? [point.name, point.address, point.town].join(', ') : [line, town, offer.countyName].filter(Boolean).join(', '),
    deliveryCounty: county,
    deliveryTown: point ? point.town : town,
    deliveryLine: point ? null : line,
    deliveryNotes: notes,
    deliveryMethodName: methodName(offer.method, language),
    deliveryKind: offer.method.kind,
    deliveryZoneId: offer.zone.id,
    deliveryZone: offer.zone.name,
    deliveryWeightGrams: grams,
    deliveryDaysMin: offer.daysMin,
    deliveryDaysMax: offer.daysMax,
    pickupPointId: point?.id ?? null,
    pickupPointName: point?.name ?? null,
    pickupPointAddress: point ? `${point.address}, ${point.town}` : null,
    pickupPointHours: point?.openingHours ?? null,
    pickupPointPhone: point?.phone ?? null,
  };
}
