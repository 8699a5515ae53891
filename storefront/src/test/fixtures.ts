// API answers shaped exactly as the API sends them (the contract's types, @shop/api-client), with overridable parts.
import type { AttributeValue, Cart, CartItem, Category, DeliveryMethod, MpesaAttempt, Order, PaymentMethodOption, Product, Variant } from '@shop/api-client';
import type { County, DeliveryOption, PickupPoint, SavedAddress } from '../api/delivery';

type PaymentMethods = { methods: PaymentMethodOption[] };

export const RED: AttributeValue = { id: 3, value: 'Red', type: { id: 1, name: 'Colour' } };
export const BLUE: AttributeValue = { id: 5, value: 'Blue', type: { id: 1, name: 'Colour' } };
export const LARGE: AttributeValue = { id: 4, value: 'Large', type: { id: 2, name: 'Size' } };

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  const attributes = overrides.attributes ?? [RED];
  return {
    id: 11,
    sku: 'BAG-1-11-RED',
    name: `Kiondo Basket Bag${attributes.length ? ` - ${attributes.map((a) => a.value).join(' / ')}` : ''}`,
    price: 2500,
    old_price: null,
    discount_percent: null,
    stock: 12,
    stock_band: 'in',
    weight_grams: null,
    is_active: true,
    attributes,
    images: [{ id: 1, image: '/media/products/kiondo-red.webp', alt_text: 'Red kiondo' }],
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const variants = overrides.variants ?? [makeVariant()];
  // As the API picks it: the first active variant with stock, else the first active one.
  const active = variants.filter((v) => v.is_active);
  const shown = active.find((v) => v.stock > 0) ?? active[0];
  return {
    id: 1,
    name: 'Kiondo Basket Bag',
    description: 'Woven sisal bag with leather straps.',
    is_active: true,
    main_image: '/media/products/kiondo.webp',
    category: { id: 1, name: 'Bags' },
    shown_variant_id: shown?.id ?? null,
    price: shown?.price ?? null,
    old_price: shown?.old_price ?? null,
    discount_percent: null,
    stock: variants.reduce((n, v) => n + v.stock, 0),
    stock_band: 'in',
    is_new: true,
    on_sale: false,
    featured: true,
    created_at: '2026-01-05T10:00:00.000Z',
    rating_average: null,
    rating_count: 0,
    variants,
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { id: 1, name: 'Bags', description: 'Kiondo and beaded bags', is_active: true },
  { id: 2, name: 'Scarves', description: 'Kikoi and kitenge scarves', is_active: true },
];

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const quantity = overrides.quantity ?? 1;
  const unit = overrides.unit_price ?? 2500;
  return {
    id: 70,
    variant_id: 11,
    product_id: 1,
    variant_name: 'Kiondo - Red',
    quantity,
    unit_price: unit,
    total_price: unit * quantity,
    image: null,
    stock: 5,
    ...overrides,
  };
}

export function makeCart(items: CartItem[] = []): Cart {
  const total = items.reduce((n, i) => n + i.total_price, 0);
  return {
    id: 1,
    items,
    total,
    customer: { first_name: 'Wanjiru', last_name: 'Kamau', email: 'w@example.com', phone: '' },
    discount_code: null,
    discount_type: null,
    discount_amount: 0,
    discount_problem: null,
  };
}

export const DELIVERY_METHODS: DeliveryMethod[] = [
  { code: 'pickup', label: 'Pick up in store', description: 'Nairobi CBD, Kimathi Street', kind: 'shop_pickup', requires_address: false },
  { code: 'rider', label: 'Rider delivery (Nairobi)', description: 'Delivered to your door', kind: 'door', requires_address: true },
];

export const COUNTIES: County[] = [
  { id: 'KE-13', code: 'KE-13', name: 'Kiambu' },
  { id: 'KE-28', code: 'KE-28', name: 'Mombasa' },
  { id: 'KE-30', code: 'KE-30', name: 'Nairobi City' },
  { id: 'KE-43', code: 'KE-43', name: 'Turkana' },
];

export const KIMATHI: PickupPoint = {
  id: 1,
  name: 'Kimathi Chambers counter',
  county: 'KE-30',
  county_name: 'Nairobi City',
  town: 'Nairobi CBD',
  address: 'Kimathi Street, Kimathi Chambers 2nd Floor',
  opening_hours: 'Mon-Fri 9am-6pm, Sat 10am-4pm',
  phone: '+254712345678',
};

export const WESTLANDS: PickupPoint = {
  id: 2,
  name: 'Westlands Sarit counter',
  county: 'KE-30',
  county_name: 'Nairobi City',
  town: 'Westlands',
  address: 'Sarit Centre, Ground Floor',
  opening_hours: 'Daily 10am-7pm',
  phone: '+254722000222',
};

export function makeOption(overrides: Partial<DeliveryOption> = {}): DeliveryOption {
  return {
    code: 'courier',
    name: 'Courier to your town',
    description: 'G4S or Wells Fargo office in your town',
    note: null,
    kind: 'courier_office',
    fee: 400,
    fee_discount: 0,
    free_over: null,
    days_min: 1,
    days_max: 3,
    requires_address: true,
    needs_pickup_point: false,
    zone: 'Major towns',
    pickup_points: [],
    ...overrides,
  };
}

/** What GET /api/delivery/options/?county=KE-30 answers for a small basket (the seeded rates). */
export const NAIROBI_OPTIONS: DeliveryOption[] = [
  makeOption({ code: 'pickup', name: 'Pick up in store', description: 'Collect from our counter', kind: 'shop_pickup', fee: 0, days_min: 0, days_max: 1, requires_address: false, needs_pickup_point: true, zone: 'Nairobi', pickup_points: [KIMATHI, WESTLANDS] }),
  makeOption({ code: 'rider', name: 'Rider delivery (Nairobi)', description: 'Delivered to your door', kind: 'door', fee: 500, free_over: 3000, days_min: 0, days_max: 1, zone: 'Nairobi' }),
  makeOption({ code: 'mtaani', name: 'Pick Up Mtaani', description: 'Name your Pick Up Mtaani agent', kind: 'agent_pickup', fee: 150, free_over: 3000, days_min: 1, days_max: 2, zone: 'Nairobi' }),
];

/** ...?county=KE-28: the courier only. */
export const MOMBASA_OPTIONS: DeliveryOption[] = [makeOption()];

export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return { id: 5, label: null, county_code: 'KE-28', county_name: 'Mombasa', town: 'Nyali', line: 'Links Rd, Nyali Bridge Apartments 3C', notes: 'Blue gate', is_default: true, ...overrides };
}

/** An order as the API answers it; by default one from before counties (its delivery facts null, a free-text address). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    reference: 'KC-000042',
    status: 'pending',
    items: [{ id: 1, variant: { id: 11, name: 'Kiondo - Red', product_id: 1 }, sku: 'BAG-1-11-RED', quantity: 1, unit_price: 2500, subtotal: 2500 }],
    product_total: 2500,
    delivery_fee: 500,
    discount_code: null,
    discount_amount: 0,
    total_price: 3000,
    delivery_method: 'rider',
    delivery_address: 'Kilimani',
    delivery_county: null,
    delivery_county_name: null,
    delivery_town: null,
    delivery_line: null,
    delivery_notes: null,
    delivery_method_name: null,
    delivery_kind: null,
    delivery_zone: null,
    delivery_weight_grams: null,
    delivery_days_min: null,
    delivery_days_max: null,
    pickup_point: null,
    tracking_id: null,
    client_name: 'Wanjiru Kamau',
    client_email: 'w@example.com',
    client_phone: '254712345678',
    language: 'en',
    payment: null,
    history: [{ from: null, to: 'pending', at: '2026-01-05T10:00:00.000Z', by: 'wanjiru', note: 'Order placed' }],
    customer: { id: 7, username: 'wanjiru', email: 'w@example.com', full_name: 'Wanjiru Kamau' },
    payment_due_at: '2026-01-05T10:30:00.000Z',
    refunds: [],
    refund: null,
    actions: ['cancel'],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export { anAccount as makeUser } from '@shop/api-client/testing';

/** GET /api/payments/methods/ of a shop that takes Pesapal only, as before M-Pesa Express. */
export const PESAPAL_ONLY: PaymentMethods = { methods: [{ method: 'pesapal', mode: 'stand-in' }] };

/** ...of a shop that takes both, M-Pesa first; `mpesaMode` 'stand-in' in development. */
export const BOTH_METHODS = (mpesaMode: PaymentMethodOption['mode'] = 'live'): PaymentMethods => ({
  methods: [
    { method: 'mpesa', mode: mpesaMode },
    { method: 'pesapal', mode: 'live' },
  ],
});

/** An M-Pesa prompt as the API answers it: sent just now, waiting for the PIN. */
export function makeMpesaAttempt(overrides: Partial<MpesaAttempt> = {}): MpesaAttempt {
  return { id: 1, status: 'pending', phone: '254712345678', amount: 3000, result_code: null, result_desc: null, receipt: null, created_at: new Date().toISOString(), ...overrides };
}
