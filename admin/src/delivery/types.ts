/**
 * The delivery records the console reads (issue 30), as the generated client names the API's views: money in KSh,
 * weights in grams. tsc checks every screen against them.
 */
import type { components, Order } from '@shop/api-client';

type Schemas = components['schemas'];

export type DeliveryKind = Schemas['DeliveryKind'];

/** /api/counties/: the 47 counties by ISO code ('KE-30'). */
export type County = Schemas['CountyView'];

/** /api/delivery/methods/ */
export type DeliveryMethod = Schemas['DeliveryMethodView'];

/** /api/delivery/zones/ */
export type DeliveryZone = Schemas['DeliveryZoneView'];

export type WeightBand = Schemas['WeightBandView'];

/** /api/delivery/rates/ */
export type DeliveryRate = Schemas['DeliveryRateView'];

/** /api/delivery/pickup-points/ */
export type PickupPoint = Schemas['PickupPointView'];

/** POST /api/delivery/pickup-points/import/: 200 answer. */
export type ImportResult = Schemas['PickupPointImportView'];

/** POST /api/delivery/pickup-points/import/: one refused line of the 400 answer (not in the OpenAPI schema). */
export interface ImportProblem {
  line: number;
  detail: string;
}

/** GET /api/delivery/options/: one way to deliver to a county. */
export type DeliveryOption = Schemas['DeliveryOptionView'];

/** The delivery snapshot an order keeps (issue 30); older orders have it empty. */
export type OrderDelivery = Pick<
  Order,
  | 'delivery_county'
  | 'delivery_county_name'
  | 'delivery_town'
  | 'delivery_line'
  | 'delivery_notes'
  | 'delivery_method_name'
  | 'delivery_kind'
  | 'delivery_zone'
  | 'delivery_weight_grams'
  | 'delivery_days_min'
  | 'delivery_days_max'
  | 'pickup_point'
>;

/** The sales answer's by_county rows. */
export type CountySales = Schemas['CountySalesView'];

/** The resource names the console registers; ra-data-simple-rest turns them into /api/delivery/... paths. */
export const DELIVERY_RESOURCES = {
  methods: 'delivery/methods',
  zones: 'delivery/zones',
  rates: 'delivery/rates',
  pickupPoints: 'delivery/pickup-points',
  counties: 'counties',
} as const;
