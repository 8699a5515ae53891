// Shapes of the API answers the storefront reads, as the API's views define them
// (api/src/*/…views.ts). Money is a number of KSh.

export interface Category {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
}

export interface AttributeType {
  id: number;
  name: string;
}

export interface AttributeValue {
  id: number;
  value: string;
  type: AttributeType;
}

export interface VariantImage {
  id: number;
  image: string;
  alt_text: string;
}

export interface Variant {
  id: number;
  sku: string;
  /** 'Kiondo Basket - Red / Large': the product name and the attribute values. */
  name: string;
  price: number;
  /** The price before the last price change, or null. */
  old_price: number | null;
  stock: number;
  is_active: boolean;
  attributes: AttributeValue[];
  images: VariantImage[];
}

export interface Product {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
  main_image: string | null;
  category: { id: number; name: string } | null;
  /** Price of the shown variant (first with stock, else first). */
  price: number | null;
  old_price: number | null;
  discount_percent: number | null;
  /** Total stock of the active variants. */
  stock: number;
  stock_band: 'in' | 'low' | 'out';
  is_new: boolean;
  on_sale: boolean;
  /** New or on sale: what the home page features. */
  featured: boolean;
  created_at: string;
  variants: Variant[];
}

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  address: string;
  profile_image: string | null;
  role: 'customer' | 'staff' | 'admin';
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface CartItem {
  id: number;
  variant_id: number;
  product_id: number;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  image: string | null;
  /** Units available now (0 once the variant is no longer sold): the most this line may hold. */
  stock: number;
}

export interface Cart {
  id: number;
  items: CartItem[];
  total: number;
  customer: { first_name: string; last_name: string; email: string };
}

/** The answer of POST /api/cart/merge/: the cart, and the guest lines that could not move. */
export interface MergedCart extends Cart {
  skipped: Array<{ variant_id: number; reason: 'unavailable' | 'out_of_stock'; detail: string }>;
}

export type DeliveryMethodCode = 'pickup' | 'rider' | 'mtaani' | 'courier';

export interface DeliveryMethod {
  code: DeliveryMethodCode;
  label: string;
  fee: number;
  /** Free when the goods total is above this; null when the fee always applies. */
  free_over: number | null;
  description: string;
  requires_address: boolean;
}

export interface CheckoutPayload {
  client_name: string;
  client_email: string;
  client_phone: string;
  delivery_method: DeliveryMethodCode;
  delivery_address: string | null;
}

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'failed' | 'refunded';

export interface OrderItem {
  id: number;
  /** id is null once the variant is deleted; name is the one at order time. */
  variant: { id: number | null; name: string };
  sku: string;
  quantity: number;
  unit_price: number;
  subtotal: number;
}

export interface OrderPayment {
  tracking_id: string;
  method: string | null;
  confirmation_code: string | null;
  account: string | null;
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'REVERSED';
}

export interface Order {
  id: number;
  /** 'KC-000123' */
  reference: string;
  status: OrderStatus;
  items: OrderItem[];
  product_total: number;
  delivery_fee: number;
  total_price: number;
  delivery_method: DeliveryMethodCode;
  delivery_address: string | null;
  client_name: string;
  client_email: string;
  client_phone: string;
  payment: OrderPayment | null;
  history: Array<{ from: OrderStatus | null; to: OrderStatus; at: string; by: string; note: string }>;
  created_at: string;
  updated_at: string;
}

export interface PaymentSession {
  checkout_url: string;
  tracking_id: string;
}
