/**
 * The staff delivery records as the API answers them (issue 30 contract), until the lead regenerates
 * the OpenAPI client: money in KSh, weights in grams.
 */

export type DeliveryKind = 'shop_pickup' | 'agent_pickup' | 'door' | 'courier_office';

/** /api/counties/: the 47 counties by ISO code ('KE-30'). */
export interface County {
  id: string;
  code: string;
  name: string;
}

/** /api/delivery/methods/ */
export interface DeliveryMethod {
  id: number;
  code: string;
  kind: DeliveryKind;
  name_en: string;
  name_sw: string;
  description_en: string;
  description_sw: string;
  note_en: string | null;
  note_sw: string | null;
  active: boolean;
  sort_order: number;
  days_min: number;
  days_max: number;
  requires_address: boolean;
  orders_count: number;
}

/** /api/delivery/zones/ */
export interface DeliveryZone {
  id: number;
  name: string;
  active: boolean;
  counties: string[];
  orders_count: number;
}

export interface WeightBand {
  up_to_grams: number;
  fee: number;
}

/** /api/delivery/rates/ */
export interface DeliveryRate {
  id: number;
  method_id: number;
  zone_id: number;
  base_fee: number;
  base_grams: number;
  per_kg_fee: number;
  weight_bands: WeightBand[] | null;
  free_over: number | null;
  min_goods: number | null;
  days_min: number | null;
  days_max: number | null;
  active: boolean;
  /** Not in the contract's rate view: a rate is never refused for its orders, but may be told if the API adds it. */
  orders_count?: number;
}

/** /api/delivery/pickup-points/ */
export interface PickupPoint {
  id: number;
  method_id: number;
  name: string;
  county_code: string;
  county_name: string;
  town: string;
  address: string;
  opening_hours: string;
  phone: string;
  active: boolean;
  external_id: string | null;
}

/** POST /api/delivery/pickup-points/import/: 200 answer. */
export interface ImportResult {
  created: number;
  updated: number;
}

/** POST /api/delivery/pickup-points/import/: 400 answer. */
export interface ImportProblem {
  line: number;
  detail: string;
}

/** GET /api/delivery/options/: one way to deliver to a county. */
export interface DeliveryOption {
  code: string;
  name: string;
  description: string;
  note: string | null;
  kind: DeliveryKind;
  fee: number;
  fee_discount: number;
  free_over: number | null;
  days_min: number;
  days_max: number;
  requires_address: boolean;
  needs_pickup_point: boolean;
  zone: string | null;
  pickup_points: {
    id: number;
    name: string;
    county: string;
    county_name: string;
    town: string;
    address: string;
    opening_hours: string;
    phone: string;
  }[];
}

/** The delivery fields the order view gains (issue 30); older orders may have them empty. */
export interface OrderDelivery {
  delivery_county: string | null;
  delivery_county_name: string | null;
  delivery_town: string | null;
  delivery_line: string | null;
  delivery_notes: string | null;
  delivery_method_name: string | null;
  delivery_kind: DeliveryKind | null;
  delivery_zone: string | null;
  delivery_weight_grams: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
  pickup_point: { id: number; name: string; address: string; opening_hours: string; phone: string } | null;
}

/** The sales answer's by_county rows. */
export interface CountySales {
  county: string | null;
  county_name: string;
  orders: number;
  revenue: number;
}

/** The resource names the console registers; ra-data-simple-rest turns them into /api/delivery/... paths. */
export const DELIVERY_RESOURCES = {
  methods: 'delivery/methods',
  zones: 'delivery/zones',
  rates: 'delivery/rates',
  pickupPoints: 'delivery/pickup-points',
  counties: 'counties',
} as const;
