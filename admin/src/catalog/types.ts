// Catalog shapes as the API sends them (see the shared API contract).

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
  alt_text: string | null;
}

export interface Variant {
  id: number;
  sku: string | null;
  name: string;
  price: number;
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
  price: number | null;
  old_price: number | null;
  stock: number;
  created_at: string;
  variants: Variant[];
}

/** `GET /api/products/stats/`: counts over every product matching a list filter. */
export interface ProductStats {
  products: number;
  variants: number;
  /** Variants per product-page band (0 out, 1-9 low, 10+ in). */
  variant_stock_bands: { out: number; low: number; in: number };
}

/** The same counts for the inventory dashboard, with its bands (0 out, 1-4 low, 5+ in). */
export type InventoryStats = ProductStats;

export interface InventoryLog {
  id: number;
  change_type: string;
  quantity: number;
  balance_after: number;
  comment: string | null;
  old_price: number | null;
  new_price: number | null;
  created_at: string;
}

export interface InventoryVariant {
  id: number;
  sku: string | null;
  price: number;
  stock: number;
  attributes: AttributeValue[];
  inventory_logs: InventoryLog[];
}

export interface InventoryProduct {
  id: number;
  name: string;
  main_image: string | null;
  category: { id: number; name: string } | null;
  variants: InventoryVariant[];
}

/** 'Color: Red, Size: Large' */
export const describeAttributes = (attributes: AttributeValue[]): string =>
  attributes.map(attribute => `${attribute.type.name}: ${attribute.value}`).join(', ');
