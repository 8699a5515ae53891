// Delivery as the owner sets it (issue 30): the counties, the methods offered in one with their fees and
// days, their pickup points, and a signed-in customer's address book. Paths, parameters and answers are
// the API contract's (@shop/api-client), so a call the API no longer answers fails the build.
import {
  call,
  type County,
  type DeliveryKind,
  type DeliveryOption,
  type OfferedPickupPoint,
  type SavedAddress,
} from '@shop/api-client';
import { shop } from './client';

export type { County, DeliveryKind, DeliveryOption, SavedAddress };

/** A pickup point offered with a method (GET /api/delivery/options/). */
export type PickupPoint = OfferedPickupPoint;

/** A new address for the book: every field the form keeps; the first one, or one sent with is_default, becomes the default. */
export type AddressPayload = Omit<SavedAddress, 'id' | 'county_name' | 'is_default'> & { is_default?: boolean };

/** What a guest's cart weighs and costs, so the quote is for it; a signed-in customer's is the server cart's. */
export interface QuoteFor {
  weight_grams: number;
  goods_total: number;
}

export const deliveryApi = {
  counties: (signal?: AbortSignal) => call(shop.GET('/api/counties/', { signal })),
  /** The methods offered in `county`; a 404 names a county no method serves ("We do not deliver to … yet."). */
  options: (county: string, quote: QuoteFor | null, signal?: AbortSignal) =>
    call(shop.GET('/api/delivery/options/', { params: { query: { county, ...(quote ?? {}) } }, signal })),
  addresses: (signal?: AbortSignal) => call(shop.GET('/api/addresses/', { signal })),
  saveAddress: (address: AddressPayload) => call(shop.POST('/api/addresses/', { body: address })),
};

/** Whether an order is collected at the shop's own counter (completed means collected): by its kind, or an old order's code. */
export const collectedAtShop = (order: { delivery_method: string; delivery_kind?: DeliveryKind | null }): boolean =>
  order.delivery_kind ? order.delivery_kind === 'shop_pickup' : order.delivery_method === 'pickup';
