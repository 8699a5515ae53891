import { describe, expect, it } from 'vitest';
import type { Variant } from '../api/types';
import { makeProduct } from '../test/fixtures';
import { clampQuantity, discountPercent, galleryImages, oldPrice, quantityOptions, shownVariant, variantLabel } from './products';

const variant = (over: Partial<Variant>): Variant => ({ id: 1, price: 1000, stock: 5, ...over });

describe('shownVariant', () => {
  it('is the first variant with stock above 0', () => {
    const p = makeProduct({ variants: [variant({ id: 1, stock: 0 }), variant({ id: 2, stock: 3 }), variant({ id: 3, stock: 9 })] });
    expect(shownVariant(p)?.id).toBe(2);
  });
  it('falls back to the first variant when all are sold out', () => {
    const p = makeProduct({ variants: [variant({ id: 1, stock: 0 }), variant({ id: 2, stock: 0 })] });
    expect(shownVariant(p)?.id).toBe(1);
  });
  it('skips inactive variants and is undefined without variants', () => {
    expect(shownVariant(makeProduct({ variants: [variant({ id: 1, is_active: false }), variant({ id: 2, stock: 0 })] }))?.id).toBe(2);
    expect(shownVariant(makeProduct({ variants: [] }))).toBeUndefined();
  });
});

describe('discountPercent', () => {
  it('rounds (old - price) / old * 100', () => {
    expect(discountPercent(2000, 2500)).toBe(20);
    expect(discountPercent(1999, 3000)).toBe(33);
    expect(discountPercent('850.50', '1000')).toBe(15);
  });
  it('is null without an old price, or when it does not exceed the price', () => {
    expect(discountPercent(2000, null)).toBeNull();
    expect(discountPercent(2000, 2000)).toBeNull();
    expect(discountPercent(2000, 1500)).toBeNull();
    expect(discountPercent(2000, 0)).toBeNull();
  });
});

describe('oldPrice', () => {
  it("prefers the API's old_price", () => {
    expect(oldPrice(variant({ old_price: 1500 }))).toBe(1500);
  });
  it('else reads the latest inventory log that has an old price', () => {
    const v = variant({
      inventory_logs: [
        { id: 1, change_type: 'price_change', quantity: 0, balance_after: 5, old_price: 1200, created_at: '2025-01-01T00:00:00Z' },
        { id: 2, change_type: 'price_change', quantity: 0, balance_after: 5, old_price: 1400, created_at: '2025-03-01T00:00:00Z' },
        { id: 3, change_type: 'order', quantity: -1, balance_after: 4, old_price: null, created_at: '2025-04-01T00:00:00Z' },
      ],
    });
    expect(oldPrice(v)).toBe(1400);
    expect(oldPrice(variant({}))).toBeNull();
  });
});

describe('quantities', () => {
  it('offers 1 to min(10, stock) on the product page', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(25)).toHaveLength(10);
    expect(quantityOptions(0)).toEqual([]);
  });
  it('keeps a cart quantity between 1 and the stock', () => {
    expect(clampQuantity('0')).toBe(1);
    expect(clampQuantity('-4')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('2.7')).toBe(2);
    expect(clampQuantity(50)).toBe(50);
    expect(clampQuantity(50, 6)).toBe(6);
    expect(clampQuantity(3, 0)).toBe(3);
  });
});

describe('labels and images', () => {
  it("labels a variant by its attribute values joined by ' / '", () => {
    const v = variant({
      attributes: [
        { id: 1, value: 'Red', type: { id: 1, name: 'Colour' } },
        { id: 2, value: 'Large', type: { id: 2, name: 'Size' } },
      ],
    });
    expect(variantLabel(v)).toBe('Red / Large');
    expect(variantLabel(variant({ sku: 'SKU-1' }))).toBe('SKU-1');
  });
  it('shows variant images, else the main image', () => {
    const p = makeProduct();
    expect(galleryImages(p, p.variants?.[0])).toEqual(['/media/products/kiondo-red.webp']);
    expect(galleryImages(p, variant({ images: [] }))).toEqual(['/media/products/kiondo.webp']);
  });
});
