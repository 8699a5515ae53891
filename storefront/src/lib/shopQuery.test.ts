import { describe, expect, it } from 'vitest';
import { CATEGORIES as cats } from '../test/fixtures';
import { i18nFor } from '../i18n/i18n';
import { productFilter, productListQuery, readShopState, shopTitle, writeShopState } from './shopQuery';

describe('shop URL state', () => {
  it('reads and writes the same state', () => {
    const params = new URLSearchParams('category=bags&search=+kiondo+&min=500&max=3000&attr=3&attr=7&sort=price-high&view=list');
    const state = readShopState(params);
    expect(state).toEqual({
      categories: ['bags'],
      search: 'kiondo',
      minPrice: '500',
      maxPrice: '3000',
      attributes: [3, 7],
      sort: 'price-high',
      view: 'list',
    });
    expect(readShopState(writeShopState(state))).toEqual(state);
  });
  it('ignores bad values', () => {
    const state = readShopState(new URLSearchParams('min=abc&max=-5&attr=x&sort=cheapest&view=table'));
    expect(state.minPrice).toBe('');
    expect(state.maxPrice).toBe('');
    expect(state.attributes).toEqual([]);
    expect(state.sort).toBe('featured');
    expect(state.view).toBe('grid');
  });
});

describe('API query', () => {
  it('maps the state to filter, sort and range', () => {
    const state = readShopState(new URLSearchParams('category=Bags&search=red&min=100&attr=3&sort=price-low'));
    expect(productFilter(state)).toEqual({ q: 'red', category: 'Bags', price_gte: 100, attribute_values: [3] });
    const q = productListQuery(state, 24);
    expect(JSON.parse(q.range)).toEqual([24, 47]);
    expect(JSON.parse(q.sort as string)).toEqual(['price', 'ASC']);
  });
  it('sends several categories as a list and no sort for Featured', () => {
    const state = readShopState(new URLSearchParams('category=Bags&category=Scarves'));
    expect(productFilter(state)).toEqual({ category: ['Bags', 'Scarves'] });
    expect(productListQuery(state).sort).toBeUndefined();
    expect(JSON.parse(productListQuery(readShopState(new URLSearchParams('sort=name'))).sort as string)).toEqual(['name', 'ASC']);
  });
});

describe('titles', () => {
  const { t } = i18nFor('en');
  it('names the category case-insensitively, or the search', () => {
    expect(shopTitle(t, readShopState(new URLSearchParams('category=scarves')), cats)).toBe('Scarves');
    expect(shopTitle(t, readShopState(new URLSearchParams('search=kikoi')), cats)).toBe('Search results for "kikoi"');
    expect(shopTitle(t, readShopState(new URLSearchParams('')), cats)).toBe('All Products');
  });
  it('counts products, in both languages', () => {
    expect(t('shop.found', { count: 1 })).toBe('1 product found');
    expect(t('shop.found', { count: 12 })).toBe('12 products found');
    expect(i18nFor('sw').t('shop.found', { count: 12 })).toBe('Bidhaa 12 zimepatikana');
  });
});
