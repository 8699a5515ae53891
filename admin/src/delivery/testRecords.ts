// Delivery records as the API sends them, for the console's component tests.
import type { County, DeliveryMethod, DeliveryOption, DeliveryRate, DeliveryZone, PickupPoint } from './types';

export const COUNTIES: County[] = [
  { id: 'KE-22', code: 'KE-22', name: 'Kiambu' },
  { id: 'KE-17', code: 'KE-17', name: 'Kisumu' },
  { id: 'KE-30', code: 'KE-30', name: 'Nairobi City' },
];

export const aMethod = (overrides: Partial<DeliveryMethod> = {}): DeliveryMethod => ({
  id: 2,
  code: 'rider',
  kind: 'door',
  name_en: 'Rider (Nairobi)',
  name_sw: 'Mpanda pikipiki (Nairobi)',
  description_en: 'To your door',
  description_sw: 'Hadi mlangoni',
  note_en: null,
  note_sw: null,
  active: true,
  sort_order: 2,
  days_min: 0,
  days_max: 1,
  requires_address: true,
  orders_count: 0,
  ...overrides,
});

export const aZone = (overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({
  id: 1,
  name: 'Nairobi',
  active: true,
  counties: ['KE-30'],
  orders_count: 0,
  ...overrides,
});

export const aRate = (overrides: Partial<DeliveryRate> = {}): DeliveryRate => ({
  id: 3,
  method_id: 2,
  zone_id: 1,
  base_fee: 300,
  base_grams: 0,
  per_kg_fee: 0,
  weight_bands: null,
  free_over: null,
  min_goods: null,
  days_min: null,
  days_max: null,
  active: true,
  ...overrides,
});

export const aPoint = (overrides: Partial<PickupPoint> = {}): PickupPoint => ({
  id: 1,
  method_id: 1,
  name: 'Kimathi Chambers counter',
  county_code: 'KE-30',
  county_name: 'Nairobi City',
  town: 'Nairobi',
  address: 'Kimathi Street, 2nd floor',
  opening_hours: 'Mon–Sat 9:00–18:00',
  phone: '254712345678',
  active: true,
  external_id: null,
  ...overrides,
});

export const anOption = (overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
  code: 'courier',
  name: 'Courier (outside Nairobi)',
  description: '',
  note: null,
  kind: 'courier_office',
  fee: 450,
  fee_discount: 0,
  free_over: null,
  days_min: 1,
  days_max: 3,
  requires_address: true,
  needs_pickup_point: false,
  zone: 'Major towns',
  pickup_points: [],
  ...overrides,
});

/** A JSON answer for a stubbed fetch. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
