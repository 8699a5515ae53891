import {
  call,
  callPage,
  listQuery,
  type AcceptPaymentPayload,
  type InventoryProduct,
  type InventoryStats,
  type InventoryVariant,
  type Notification,
  type NotificationTemplate,
  type TemplatePreview,
  type TemplatePreviewRequest,
  type Order,
  type OrderAction,
  type ProductStats,
  type RefundPayload,
  type VariantStockUpdate,
} from '@shop/api-client';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { asHttpError } from './auth/apiErrors';
import { httpClient } from './auth/httpClient';
import { asProductDraft, productFormData } from './catalog/productDraft';
import { shop } from './shopClient';

export const API_URL = '/api';

/** The API answers at most this many rows per list page. */
export const API_PAGE_SIZE = 100;

// The generic list/get/create/update/delete of react-admin resources; everything else below is the typed client's.
const restProvider = simpleRestProvider(API_URL, httpClient);

/** What each money move sends: accept_payment an optional note, refund the amount and remarks, cancel nothing. */
export interface OrderActionBodies {
  accept_payment: AcceptPaymentPayload;
  refund: RefundPayload;
  cancel: Record<string, never>;
}

/** One money move and its body, as a form hands it on. */
export type OrderMove = { [A in OrderAction]: { action: A; body: OrderActionBodies[A] } }[OrderAction];

/** One page of the inventory dashboard and the number of matching products. */
export interface InventoryPage {
  data: InventoryProduct[];
  total: number;
}

/**
 * The console's custom calls. They reject with the package's ApiError (status, detail, field
 * messages) or NetworkError; react-admin's own methods reject with its HttpError.
 */
export interface ShopDataProvider extends DataProvider {
  /** Every row of a short list (page after page): categories, attribute types and values. */
  getAll<R extends RaRecord = RaRecord>(
    resource: string,
    params: Pick<GetListParams, 'filter' | 'sort'>,
  ): Promise<{ data: R[]; total: number }>;
  /** Product, variant and stock-band counts over every product matching a list filter, counted by the API. */
  getProductStats(filter: GetListParams['filter']): Promise<ProductStats>;
  /** One page of the inventory dashboard (newest products first). */
  getInventoryPage(params: Pick<GetListParams, 'pagination' | 'filter'>): Promise<InventoryPage>;
  /** Product, variant and inventory-band counts over every product matching the dashboard's filter. */
  getInventoryStats(filter: GetListParams['filter']): Promise<InventoryStats>;
  updateInventoryVariant(id: number, change: VariantStockUpdate): Promise<InventoryVariant>;
  /** Queues a failed or skipped message again (POST /api/notifications/{id}/resend/). */
  resendNotification(id: number): Promise<Notification>;
  /** The words as they would be sent, filled with a real order (the newest unless `order_id`). */
  previewTemplate(id: string, request: TemplatePreviewRequest): Promise<TemplatePreview>;
  /** A template back to the shop's default words (DELETE /api/notification-templates/{id}/). */
  resetTemplate(id: string): Promise<NotificationTemplate>;
  /** A money move on an order (accept a payment, ask Pesapal for a refund, cancel): the order as it now stands. */
  orderAction<A extends OrderAction>(id: number, action: A, body: OrderActionBodies[A]): Promise<Order>;
}

const ORDER_ACTIONS: { [A in OrderAction]: (id: number, body: OrderActionBodies[A]) => Promise<Order> } = {
  accept_payment: (id, body) => call(shop.POST('/api/orders/{id}/accept-payment/', { params: { path: { id } }, body })),
  refund: (id, body) => call(shop.POST('/api/orders/{id}/refund/', { params: { path: { id } }, body })),
  cancel: id => call(shop.POST('/api/orders/{id}/cancel/', { params: { path: { id } } })),
};

/**
 * react-admin's methods are generic in the record type their caller names (`useGetOne<Product>`);
 * an answer the typed client checked is handed over as that type here, and only here.
 */
const asRecord = <R extends RaRecord>(record: RaRecord): R => record as R;

/**
 * The partial updates the console makes with `meta: {partial: true}` (a category switched on or
 * off, an attribute value renamed, an order moved, a review approved, hidden or replied to), by PATCH with only the given fields.
 */
const partialUpdate = (resource: string, id: number, data: Partial<RaRecord>): Promise<RaRecord> => {
  const path = { path: { id } };
  switch (resource) {
    case 'categories':
      return call(shop.PATCH('/api/categories/{id}/', { params: path, body: data }));
    case 'attributes':
      return call(shop.PATCH('/api/attributes/{id}/', { params: path, body: data }));
    case 'orders':
      return call(shop.PATCH('/api/orders/{id}/', { params: path, body: { status: data.status, note: data.note, tracking_id: data.tracking_id } }));
    case 'reviews':
      return call(shop.PATCH('/api/reviews/{id}/', { params: path, body: { status: data.status, reply: data.reply } }));
    case 'discount-codes':
      return call(shop.PATCH('/api/discount-codes/{id}/', { params: path, body: data }));
    default:
      return Promise.reject(new Error(`The console makes no partial update of ${resource}.`));
  }
};

/** The first and last row of a react-admin page, both included, as the API's `range` reads them. */
const rangeOf = ({ page, perPage }: { page: number; perPage: number }): [number, number] => [
  (page - 1) * perPage,
  page * perPage - 1,
];

/** Every template (the API answers all of them, about twenty, without paging): filtered and sorted here for react-admin's list. */
const templatePage = async ({ filter, sort, pagination }: GetListParams): Promise<{ data: NotificationTemplate[]; total: number }> => {
  const all = await call(shop.GET('/api/notification-templates/'));
  const wanted = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== '');
  const matching = all.filter(template =>
    wanted.every(([key, value]) =>
      key === 'q'
        ? `${template.id} ${template.description} ${template.subject} ${template.body}`.toLowerCase().includes(String(value).toLowerCase())
        : String(template[key as keyof NotificationTemplate]) === String(value),
    ),
  );
  const field = (sort?.field ?? 'id') as keyof NotificationTemplate;
  const direction = sort?.order === 'DESC' ? -1 : 1;
  matching.sort((a, b) => direction * String(a[field]).localeCompare(String(b[field])) || a.id.localeCompare(b.id));
  const [first, last] = rangeOf(pagination ?? { page: 1, perPage: 100 });
  return { data: matching.slice(first, last + 1), total: matching.length };
};

export const dataProvider: ShopDataProvider = {
  ...restProvider,

  getList: (resource, params) =>
    resource === 'notification-templates'
      ? templatePage(params).then(page => ({ data: page.data.map(template => asRecord(template)), total: page.total }), asHttpError)
      : restProvider.getList(resource, params),

  getOne: (resource, params) =>
    resource === 'notification-templates'
      ? call(shop.GET('/api/notification-templates/{id}/', { params: { path: { id: String(params.id) } } })).then(
          template => ({ data: asRecord(template) }),
          asHttpError,
        )
      : restProvider.getOne(resource, params),

  // Products travel as multipart (main image, per-variant files, variants as JSON).
  create: (resource, params) =>
    resource === 'products'
      ? call(shop.POST('/api/products/', { body: productFormData(asProductDraft(params.data)) })).then(
          product => ({ data: asRecord(product) }),
          asHttpError,
        )
      : restProvider.create(resource, params),

  update: (resource, params) => {
    // A template saves only its words: the subject (e-mail) and the body.
    if (resource === 'notification-templates')
      return call(
        shop.PUT('/api/notification-templates/{id}/', {
          params: { path: { id: String(params.id) } },
          body: { subject: params.data.subject ?? '', body: params.data.body ?? '' },
        }),
      ).then(template => ({ data: asRecord(template) }), asHttpError);
    if (resource === 'products')
      return call(
        shop.PUT('/api/products/{id}/', {
          params: { path: { id: Number(params.id) } },
          body: productFormData(asProductDraft(params.data)),
        }),
      ).then(product => ({ data: asRecord(product) }), asHttpError);
    if (params.meta?.partial)
      return partialUpdate(resource, Number(params.id), params.data).then(
        record => ({ data: asRecord(record) }),
        asHttpError,
      );
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

  getProductStats: filter =>
    call(shop.GET('/api/products/stats/', { params: { query: listQuery({ filter: filter ?? {} }) } })),

  async getInventoryPage({ pagination, filter }) {
    const { items, total } = await callPage(
      shop.GET('/api/inventory/dashboard/', {
        params: {
          query: listQuery({
            sort: ['id', 'DESC'],
            range: rangeOf(pagination ?? { page: 1, perPage: 20 }),
            filter: filter ?? {},
          }),
        },
      }),
    );
    return { data: items, total };
  },

  getInventoryStats: filter =>
    call(shop.GET('/api/inventory/stats/', { params: { query: listQuery({ filter: filter ?? {} }) } })),

  updateInventoryVariant: (id, change) =>
    call(shop.PATCH('/api/inventory/variant/{id}/update/', { params: { path: { id } }, body: change })),

  orderAction: (id, action, body) => ORDER_ACTIONS[action](id, body),

  resendNotification: id => call(shop.POST('/api/notifications/{id}/resend/', { params: { path: { id } } })),

  previewTemplate: (id, request) =>
    call(shop.POST('/api/notification-templates/{id}/preview/', { params: { path: { id } }, body: request })),

  resetTemplate: id => call(shop.DELETE('/api/notification-templates/{id}/', { params: { path: { id } } })),
};
