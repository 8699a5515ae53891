import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from './auth/httpClient';
import { productFormData, type ProductDraft } from './catalog/productDraft';
import type { InventoryProduct, InventoryStats, InventoryVariant, ProductStats } from './catalog/types';
import type { MoneyAction, Order } from './orders/types';

export const API_URL = '/api';

/** The API answers at most this many rows per list page. */
export const API_PAGE_SIZE = 100;

const restProvider = simpleRestProvider(API_URL, httpClient);

export interface ShopDataProvider extends DataProvider {
  /** Every row of a short list (page after page): categories, attribute types and values. */
  getAll<R extends RaRecord = RaRecord>(
    resource: string,
    params: Pick<GetListParams, 'filter' | 'sort'>,
  ): Promise<{ data: R[]; total: number }>;
  /** Product, variant and stock-band counts over every product matching a list filter, counted by the API. */
  getProductStats(filter: GetListParams['filter']): Promise<ProductStats>;
  /** One page of the inventory dashboard (newest products first) and the number of matching products. */
  getInventoryPage(params: Pick<GetListParams, 'pagination' | 'filter'>): Promise<{ data: InventoryProduct[]; total: number }>;
  /** Product, variant and inventory-band counts over every product matching the dashboard's filter. */
  getInventoryStats(filter: GetListParams['filter']): Promise<InventoryStats>;
  updateInventoryVariant(id: Identifier, change: { stock: number; price: number }): Promise<InventoryVariant>;
  /** A money move on an order (accept a payment, ask Pesapal for a refund, cancel): the order as it now stands. */
  orderAction(id: Identifier, action: MoneyAction, body: OrderActionBody): Promise<Order>;
}

/** accept_payment: {note?}; refund: {amount (KSh), remarks}; cancel: {}. */
export type OrderActionBody = { note?: string } | { amount: number; remarks: string } | Record<string, never>;

const ORDER_ACTION_PATHS: Record<MoneyAction, string> = {
  accept_payment: 'accept-payment',
  refund: 'refund',
  cancel: 'cancel',
};

const sendProduct = async (method: 'POST' | 'PUT', url: string, draft: ProductDraft) => {
  const { json } = await httpClient(url, { method, body: productFormData(draft) });
  return { data: json };
};

export const dataProvider: ShopDataProvider = {
  ...restProvider,

  // Products travel as multipart (main image, per-variant files, variants as JSON).
  create: (resource, params) =>
    resource === 'products'
      ? sendProduct('POST', `${API_URL}/products/`, params.data as ProductDraft)
      : restProvider.create(resource, params),

  update: (resource, params) => {
    if (resource === 'products')
      return sendProduct('PUT', `${API_URL}/products/${params.id}/`, params.data as ProductDraft);
    // `meta: {partial: true}` sends only the given fields (category switch, attribute value rename).
    if (params.meta?.partial)
      return httpClient(`${API_URL}/${resource}/${encodeURIComponent(params.id)}/`, {
        method: 'PATCH',
        body: JSON.stringify(params.data),
      }).then(({ json }) => ({ data: json }));
    return restProvider.update(resource, params);
  },

  async getAll<R extends RaRecord = RaRecord>(resource: string, params: Pick<GetListParams, 'filter' | 'sort'>) {
    const data: R[] = [];
    let total = 0;
    for (let page = 1; ; page += 1) {
      const answer = await restProvider.getList<R>(resource, {
        filter: params.filter ?? {},
        sort: params.sort ?? { field: 'id', order: 'ASC' },
        pagination: { page, perPage: API_PAGE_SIZE },
      });
      data.push(...answer.data);
      total = answer.total ?? data.length;
      if (answer.data.length < API_PAGE_SIZE || data.length >= total) break;
    }
    return { data, total };
  },

  async getProductStats(filter) {
    const query = new URLSearchParams({ filter: JSON.stringify(filter ?? {}) });
    const { json } = await httpClient(`${API_URL}/products/stats/?${query}`);
    return json as ProductStats;
  },

  async getInventoryPage({ pagination, filter }) {
    const { data, total } = await restProvider.getList<InventoryProduct>('inventory/dashboard', {
      pagination: pagination ?? { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: filter ?? {},
    });
    return { data, total: total ?? data.length };
  },

  async getInventoryStats(filter) {
    const query = new URLSearchParams({ filter: JSON.stringify(filter ?? {}) });
    const { json } = await httpClient(`${API_URL}/inventory/stats/?${query}`);
    return json as InventoryStats;
  },

  async updateInventoryVariant(id, change) {
    const { json } = await httpClient(`${API_URL}/inventory/variant/${encodeURIComponent(id)}/update/`, {
      method: 'PATCH',
      body: JSON.stringify(change),
    });
    return json as InventoryVariant;
  },

  async orderAction(id, action, body) {
    const { json } = await httpClient(`${API_URL}/orders/${encodeURIComponent(id)}/${ORDER_ACTION_PATHS[action]}/`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as Order;
  },
};
