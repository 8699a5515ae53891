// Shapes of the API answers the storefront reads (SPEC.md section 3 and 7).

export interface Category {
  id: number;
  name: string;
  description?: string | null;
  is_active?: boolean;
  image?: string | null;
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
  alt_text?: string | null;
}

export interface InventoryLog {
  id: number;
  change_type: string;
  quantity: number;
  balance_after: number;
  comment?: string | null;
  old_price?: number | string | null;
  new_price?: number | string | null;
  created_at?: string;
}

export interface Variant {
  id: number;
  sku?: string | null;
  name?: string | null;
  price: number | string;
  /** Former price kept by the API for discount display, when it exposes one directly. */
  old_price?: number | string | null;
  stock: number;
  is_active?: boolean;
  attributes?: AttributeValue[];
  images?: VariantImage[];
  inventory_logs?: InventoryLog[];
}

export interface Product {
  id: number;
  name: string;
  description?: string | null;
  is_active?: boolean;
  main_image?: string | null;
  category?: { id: number; name: string } | null;
  variants?: Variant[];
  is_new?: boolean;
}

export interface User {
  id?: number;
  username: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  phone?: string | null;
  address?: string | null;
  profile_image?: string | null;
  role?: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface CartItem {
  id: number;
  variant_id?: number;
  variant_name: string;
  quantity: number;
  total_price: number | string;
  unit_price?: number | string;
  image?: string | null;
  product_id?: number;
  /** Units available now: the most this line may hold. */
  stock?: number;
}

export interface Cart {
  id: number;
  items: CartItem[];
  total: number | string;
  customer?: { first_name?: string | null; last_name?: string | null; email?: string | null };
}

export interface OrderItem {
  id: number;
  variant: { id?: number; name: string };
  quantity: number;
  subtotal: number | string;
  unit_price?: number | string;
}

export interface Order {
  id: number;
  reference?: string;
  status?: string;
  items: OrderItem[];
  product_total: number | string;
  delivery_fee: number | string;
  total_price: number | string;
  delivery_method?: string;
  delivery_address?: string | null;
  created_at?: string;
}

export interface DeliveryMethod {
  code: string;
  label: string;
  fee: number;
  description?: string;
  /** Goods total above which this method is free, when the API says so. */
  free_over?: number | null;
  requires_address: boolean;
}

export interface CheckoutPayload {
  client_name: string;
  client_email: string;
  client_phone: string;
  delivery_method: string;
  delivery_address: string | null;
}
