import { describe, expect, it } from 'vitest';
import { LARGE, makeProduct, makeVariant as variant, RED } from '../test/fixtures';
import { clampQuantity, discountPercent, galleryImages, quantityOptions, shownVariant, variantLabel } from './products';

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
    expect(discountPercent(850.5, 1000)).toBe(15);
  });
  it('is null without an old price, or when it does not exceed the price', () => {
    expect(discountPercent(2000, null)).toBeNull();
    expect(discountPercent(2000, 2000)).toBeNull();
    expect(discountPercent(2000, 1500)).toBeNull();
    expect(discountPercent(2000, 0)).toBeNull();
  });
});

describe('quantities', () => {
  it('offers 1 to min(10, stock) on the product page', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(25)).toHaveLength(10);
    expect(quantityOptions(0)).toEqual([]);
  });
  it('keeps a cart quantity between 1 and the stock', () => {
    expect(clampQuantity('0', 9)).toBe(1);
    expect(clampQuantity('-4', 9)).toBe(1);
    expect(clampQuantity('abc', 9)).toBe(1);
    expect(clampQuantity('', 9)).toBe(1);
    expect(clampQuantity('2.7', 9)).toBe(2);
    expect(clampQuantity(50, 6)).toBe(6);
    // A sold-out line keeps its quantity; the server names it at checkout.
    expect(clampQuantity(3, 0)).toBe(3);
  });
});

describe('labels and images', () => {
  it("labels a variant by its attribute values joined by ' / '", () => {
    expect(variantLabel(variant({ attributes: [RED, LARGE] }))).toBe('Red / Large');
    expect(variantLabel(variant({ attributes: [], sku: 'SKU-1' }))).toBe('SKU-1');
  });
  it('shows variant images, else the main image', () => {
    const p = makeProduct();
    expect(galleryImages(p, p.variants[0])).toEqual(['/media/products/kiondo-red.webp']);
    expect(galleryImages(p, variant({ images: [] }))).toEqual(['/media/products/kiondo.webp']);
  });
});
