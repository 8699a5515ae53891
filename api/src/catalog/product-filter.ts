import { BadRequestException } from '@nestjs/common';
import { MAX_PRICE_SHILLINGS, toCents } from './money';
import { STOCK_BANDS, StockBand } from './stock';

/** The product list filter of the API contract, checked and in database units (cents). */
export interface ProductFilter {
  ids?: number[];
  q?: string;
  categoryIds: number[];
  categoryNames: string[];
  priceGte?: number;
  priceLte?: number;
  attributeValueIds?: number[];
  isActive?: boolean;
  stock?: StockBand;
}

export const PRODUCT_FILTER_KEYS = 'q, category (id or name, or a list), price_gte, price_lte, attribute_values (value ids), is_active, stock (in|low|out), id (list)';

/** Whole numbers only: 1.5 is no id (PostgreSQL refuses it in an integer comparison), and neither is 1e309. */
const isId = (value: unknown): value is number | string => (Number.isInteger(value) || (typeof value === 'string' && /^\d+$/.test(value))) && Number(value) > 0;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function price(key: string, value: unknown, errors: Record<string, string[]>): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > MAX_PRICE_SHILLINGS) {
    errors[`filter.${key}`] = ['Enter a price in KSh (0 or more).'];
    return undefined;
  }
  return toCents(number);
}

/** Reads the raw `filter` object; anything malformed is a field error named `filter.<key>`. */
export function parseProductFilter(raw: Record<string, unknown>): ProductFilter {
  const errors: Record<string, string[]> = {};
  const filter: ProductFilter = { categoryIds: [], categoryNames: [] };

  if (raw.id !== undefined) {
    const ids = list(raw.id);
    if (ids.every(isId)) filter.ids = ids.map(Number);
    else errors['filter.id'] = ['Give product ids.'];
  }
  if (raw.q !== undefined && raw.q !== null) {
    if (typeof raw.q !== 'string') errors['filter.q'] = ['Search text must be a string.'];
    else if (raw.q.trim()) filter.q = raw.q.trim().toLowerCase().slice(0, 100);
  }
  if (raw.category !== undefined && raw.category !== null && raw.category !== '') {
    for (const category of list(raw.category)) {
      if (isId(category)) filter.categoryIds.push(Number(category));
      else if (typeof category === 'string' && category.trim()) filter.categoryNames.push(category.trim().toLowerCase());
      else errors['filter.category'] = ['Give a category id or name.'];
    }
  }
  filter.priceGte = price('price_gte', raw.price_gte, errors);
  filter.priceLte = price('price_lte', raw.price_lte, errors);
  if (raw.attribute_values !== undefined && raw.attribute_values !== null) {
    const values = list(raw.attribute_values);
    if (values.every(isId)) filter.attributeValueIds = values.map(Number);
    else errors['filter.attribute_values'] = ['Give attribute value ids.'];
  }
  if (raw.is_active !== undefined && raw.is_active !== null && raw.is_active !== '') {
    if (raw.is_active === true || raw.is_active === 'true') filter.isActive = true;
    else if (raw.is_active === false || raw.is_active === 'false') filter.isActive = false;
    else errors['filter.is_active'] = ['Must be true or false.'];
  }
  if (raw.stock !== undefined && raw.stock !== null && raw.stock !== '') {
    if (STOCK_BANDS.includes(raw.stock as StockBand)) filter.stock = raw.stock as StockBand;
    else errors['filter.stock'] = ['Must be one of: in, low, out.'];
  }
  if (Object.keys(errors).length) throw new BadRequestException(errors);
  return filter;
}

/** `%term%` for LIKE with the wildcards of the term itself escaped (used with ESCAPE '\'). */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
