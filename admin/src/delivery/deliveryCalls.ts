import { ApiError } from '@shop/api-client';
import { sessionFetch } from '../shopClient';
import type { DeliveryOption, ImportProblem, ImportResult } from './types';

/**
 * A refused delivery call: the package's ApiError (its message is the API's detail or field messages),
 * keeping the whole answer for what the shared error shape leaves out (an import's per-line problems).
 */
export class DeliveryCallError extends ApiError {
  constructor(
    status: number,
    readonly body: unknown,
  ) {
    super(status, body);
  }

  /** The CSV lines an import refused: [{line: 3, detail: 'Unknown county "Nairobii".'}]. */
  get lines(): ImportProblem[] {
    const lines = (this.body as { lines?: unknown } | null)?.lines;
    return Array.isArray(lines) ? (lines as ImportProblem[]) : [];
  }
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

// These routes are not in the typed client yet (issue 30): the console's session fetch, by hand.
const send = async <T,>(path: string, init: RequestInit = {}): Promise<T> => {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await sessionFetch(path, { ...init, headers });
  const body = await readJson(response);
  if (!response.ok) throw new DeliveryCallError(response.status, body);
  return body as T;
};

/** GET /api/delivery/options/: what a parcel of `grams` with `goods` KSh of goods costs to `county`, by each method. */
export const fetchDeliveryOptions = (county: string, grams: number, goods: number) => {
  const query = new URLSearchParams({ county, weight_grams: String(grams), goods_total: String(goods) });
  return send<DeliveryOption[]>(`/api/delivery/options/?${query}`);
};

/** POST /api/delivery/pickup-points/import/: one method's points from a CSV, all or nothing. */
export const importPickupPoints = (methodId: number, file: File) => {
  const body = new FormData();
  body.append('method_id', String(methodId));
  body.append('file', file);
  return send<ImportResult>('/api/delivery/pickup-points/import/', { method: 'POST', body });
};

/** POST /api/products/:id/weights/: one weight on every variant of a product. */
export const setProductWeights = (productId: number, grams: number) =>
  send<{ updated: number }>(`/api/products/${productId}/weights/`, { method: 'POST', body: JSON.stringify({ weight_grams: grams }) });
