// The /shop page keeps its whole state in the URL (so refresh, back and shared links
// work) and turns it into the API's list query: react-admin simple-rest conventions,
// filter={...}&sort=["field","ASC"]&range=[from,to] (DESIGN.md "API conventions").
import type { Category, paths } from '@shop/api-client';
import type { TFunction } from 'i18next';

export const PAGE_SIZE = 24;

/** The shop's orders of products; each one's name is shop.sort.<value>. */
export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'name', 'rating'] as const;

export type SortValue = (typeof SORT_OPTIONS)[number];
export type ViewMode = 'grid' | 'list';

export interface ShopState {
  /** Category names as in the URL (?category=Bags, repeatable); matched case-insensitively. */
  categories: string[];
  search: string;
  minPrice: string;
  maxPrice: string;
  /** Attribute value ids (?attr=3&attr=7). */
  attributes: number[];
  sort: SortValue;
  view: ViewMode;
}

export function readShopState(params: URLSearchParams): ShopState {
  const sortParam = params.get('sort');
  const sort = SORT_OPTIONS.some((value) => value === sortParam) ? (sortParam as SortValue) : 'featured';
  return {
    categories: params.getAll('category').map((c) => c.trim()).filter(Boolean),
    search: (params.get('search') ?? '').trim(),
    minPrice: cleanPrice(params.get('min')),
    maxPrice: cleanPrice(params.get('max')),
    attributes: params
      .getAll('attr')
      .map((a) => Number.parseInt(a, 10))
      .filter((n) => Number.isInteger(n) && n > 0),
    sort,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

function cleanPrice(raw: string | null): string {
  if (raw === null || raw.trim() === '') return '';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

export function writeShopState(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  state.categories.forEach((c) => params.append('category', c));
  if (state.search) params.set('search', state.search);
  if (state.minPrice) params.set('min', state.minPrice);
  if (state.maxPrice) params.set('max', state.maxPrice);
  state.attributes.forEach((a) => params.append('attr', String(a)));
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  return params;
}

export function hasActiveFilters(state: ShopState): boolean {
  return (
    state.categories.length > 0 ||
    state.search !== '' ||
    state.minPrice !== '' ||
    state.maxPrice !== '' ||
    state.attributes.length > 0
  );
}

export function sortParam(sort: SortValue): string | undefined {
  switch (sort) {
    case 'price-low':
      return JSON.stringify(['price', 'ASC']);
    case 'price-high':
      return JSON.stringify(['price', 'DESC']);
    case 'name':
      return JSON.stringify(['name', 'ASC']);
    case 'rating':
      return JSON.stringify(['rating', 'DESC']);
    default:
      return undefined;
  }
}

type ProductsQuery = NonNullable<paths['/api/products/']['get']['parameters']['query']>;

/** The query of GET /api/products/ (each a JSON text), always with a filter and a page. */
export type ProductListQuery = ProductsQuery & Required<Pick<ProductsQuery, 'filter' | 'range'>>;

/** The API filter for the shop state; the API matches category names case-insensitively. */
export function productFilter(state: ShopState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (state.search) filter.q = state.search;
  if (state.categories.length === 1) filter.category = state.categories[0];
  else if (state.categories.length > 1) filter.category = state.categories;
  if (state.minPrice !== '') filter.price_gte = Number(state.minPrice);
  if (state.maxPrice !== '') filter.price_lte = Number(state.maxPrice);
  if (state.attributes.length > 0) filter.attribute_values = state.attributes;
  return filter;
}

/** The query string values for a page of GET /api/products/ starting at offset `from`. */
export function productListQuery(state: ShopState, from = 0, pageSize = PAGE_SIZE): ProductListQuery {
  return {
    filter: JSON.stringify(productFilter(state)),
    sort: sortParam(state.sort),
    range: JSON.stringify([from, from + pageSize - 1]),
  };
}

/** The page heading: the single chosen category, search results, or 'All Products'. */
export function shopTitle(t: TFunction, state: ShopState, categories: Category[]): string {
  if (state.search) return t('shop.searchResults', { term: state.search });
  if (state.categories.length === 1) {
    const name = state.categories[0];
    const found = categories.find((c) => c.name.toLowerCase() === name.toLowerCase());
    return found ? found.name : name.charAt(0).toUpperCase() + name.slice(1);
  }
  return t('shop.allProducts');
}
