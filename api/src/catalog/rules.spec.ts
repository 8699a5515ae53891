import { toCents, toShillings } from './money';
import { likePattern, parseProductFilter } from './product-filter';
import { ratingAverage, searchTextOf, summariseProduct, summariseRatings } from './product-summary';
import { generateSku, skuCode } from './sku';
import { discountPercent, inventoryStockBand, isNewProduct, productStockBand } from './stock';

describe('stock bands (SPEC.md section 4)', () => {
  it('calls 0 out, 1-9 low and 10+ in stock on product pages', () => {
    expect([0, 1, 9, 10, 250].map(productStockBand)).toEqual(['out', 'low', 'low', 'in', 'in']);
  });
  it('calls 0 out, 1-4 low and 5+ in stock on the inventory dashboard', () => {
    expect([0, 1, 4, 5].map(inventoryStockBand)).toEqual(['out', 'low', 'low', 'in']);
  });
});

describe('discount percent (SPEC.md section 9)', () => {
  it('rounds (old - price) / old * 100', () => {
    expect(discountPercent(1999, 2500)).toBe(20);
    expect(discountPercent(2000, 3000)).toBe(33);
  });
  it('is null without a higher former price', () => {
    expect(discountPercent(2500, null)).toBeNull();
    expect(discountPercent(2500, 2500)).toBeNull();
    expect(discountPercent(2500, 2000)).toBeNull();
  });
});

describe('new products', () => {
  it('are new for 30 days', () => {
    const now = new Date('2025-06-30T00:00:00Z');
    expect(isNewProduct(new Date('2025-06-10T00:00:00Z'), now)).toBe(true);
    expect(isNewProduct(new Date('2025-05-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('money', () => {
  it('keeps cents exact', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toShillings(1999)).toBe(19.99);
  });
});

describe('SKU', () => {
  it('reads category, product, variant and value codes', () => {
    expect(generateSku({ categoryName: 'Bags', productId: 12, variantId: 34, values: ['Red', 'Large'] })).toBe('BAG-12-34-RED-LAR');
    expect(generateSku({ categoryName: null, productId: 1, variantId: 2, values: [] })).toBe('GEN-1-2');
  });
  it('keeps letters and digits only', () => {
    expect(skuCode('Café noir')).toBe('CAF');
    expect(skuCode('--')).toBe('X');
  });
});

describe('product summary', () => {
  const variant = (price: number, stock: number, oldPrice: number | null = null, isActive = true) => ({ price, stock, oldPrice, isActive });

  it('shows the first active variant in stock, and the total stock of active variants', () => {
    const summary = summariseProduct([variant(1000, 0), variant(1200, 3, 1500), variant(900, 50, null, false)]);
    expect(summary).toEqual({ shownPrice: 1200, shownOldPrice: 1500, totalStock: 3, stockBand: 'low', onSale: true });
  });
  it('falls back to the first active variant when all are out of stock', () => {
    expect(summariseProduct([variant(1000, 0, 800), variant(1200, 0)])).toEqual({ shownPrice: 1000, shownOldPrice: 800, totalStock: 0, stockBand: 'out', onSale: false });
  });
  it('has no price without active variants', () => {
    expect(summariseProduct([variant(1000, 5, null, false)]).shownPrice).toBeNull();
  });
  it('searches the lower-cased name and category', () => {
    expect(searchTextOf('Maasai Tote', 'Bags')).toBe('maasai tote bags');
  });
});

describe('product filter', () => {
  it('reads the contract keys into database units', () => {
    expect(parseProductFilter({ q: ' Tote ', category: ['Bags', '3'], price_gte: '100', price_lte: 250.5, attribute_values: [1, '2'], is_active: 'false', stock: 'low' })).toEqual({
      q: 'tote',
      categoryIds: [3],
      categoryNames: ['bags'],
      priceGte: 10000,
      priceLte: 25050,
      attributeValueIds: [1, 2],
      isActive: false,
      stock: 'low',
    });
  });
  it('answers field errors for malformed values', () => {
    expect(() => parseProductFilter({ price_gte: -1 })).toThrow();
    expect(() => parseProductFilter({ stock: 'plenty' })).toThrow();
    expect(() => parseProductFilter({ q: 3 })).toThrow();
  });
  it('escapes LIKE wildcards typed by the shopper', () => {
    expect(likePattern('100%_off')).toBe('%100\\%\\_off%');
  });
});

describe('rating summary (issue 20)', () => {
  it('keeps the average in tenths, rounded half up, with the count', () => {
    expect(summariseRatings(1, 5)).toEqual({ ratingTenths: 50, ratingCount: 1 });
    expect(summariseRatings(2, 9)).toEqual({ ratingTenths: 45, ratingCount: 2 });
    expect(summariseRatings(3, 13)).toEqual({ ratingTenths: 43, ratingCount: 3 });
    expect(summariseRatings(3, 14)).toEqual({ ratingTenths: 47, ratingCount: 3 });
    expect(summariseRatings(8, 33)).toEqual({ ratingTenths: 41, ratingCount: 8 });
  });
  it('answers no average without approved reviews', () => {
    expect(summariseRatings(0, 0)).toEqual({ ratingTenths: 0, ratingCount: 0 });
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(43, 3)).toBe(4.3);
  });
});
