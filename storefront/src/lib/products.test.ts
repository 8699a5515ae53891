import { describe, expect, it } from 'vitest';
import { LARGE, makeProduct, makeVariant as variant, RED } from '../test/fixtures';
import { clampQuantity, galleryImages, quantityOptions, shownVariant, variantLabel } from './products';

describe('shownVariant', () => {
  it('is the variant the API names as shown, whatever the order of the list', () => {
    const p = makeProduct({ variants: [variant({ id: 1, stock: 0 }), variant({ id: 2, stock: 3 }), variant({ id: 3, stock: 9 })], shown_variant_id: 3 });
    expect(shownVariant(p)?.id).toBe(3);
  });
  it('is undefined for a product the API shows no variant of', () => {
    expect(shownVariant(makeProduct({ variants: [variant({ id: 1, is_active: false })], shown_variant_id: null }))).toBeUndefined();
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
