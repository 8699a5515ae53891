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
  type WhatsAppMessage,
  type WhatsAppTemplate,
  type WhatsAppTemplatePreview,
  type WhatsAppTemplatePreviewRequest,
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
  /** Staff's free-text answer in a WhatsApp conversation (409 once the 24-hour window has closed, 502 when WhatsApp refuses it). */
  replyWhatsApp(phone: string, text: string): Promise<WhatsAppMessage>;
  /** A WhatsApp template's body filled with a real order (the newest unless `order_id`), checked as for saving. */
  previewWhatsAppTemplate(id: string, request: WhatsAppTemplatePreviewRequest): Promise<WhatsAppTemplatePreview>;
  /** A WhatsApp template back to the shop's default mapping (DELETE /api/whatsapp/templates/{id}/). */
  resetWhatsAppTemplate(id: string): Promise<WhatsAppTemplate>;
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

/**
 * A short list the API answers whole, without paging (templates: a few dozen at most), filtered, sorted and paged
 * here for react-admin's list: `q` searches the words `searchText` gives, any other key is an equal field.
 */
const localPage = <R extends { id: string }>(all: R[], { filter, sort, pagination }: GetListParams, searchText: (record: R) => string): { data: R[]; total: number } => {
  const wanted = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== '');
  const matching = all.filter(record =>
    wanted.every(([key, value]) =>
      key === 'q' ? searchText(record).toLowerCase().includes(String(value).toLowerCase()) : String(record[key as keyof R]) === String(value),
    ),
  );
  const field = (sort?.field ?? 'id') as keyof R;
  const direction = sort?.order === 'DESC' ? -1 : 1;
  matching.sort((a, b) => direction * String(a[field]).localeCompare(String(b[field])) || a.id.localeCompare(b.id));
  const [first, last] = rangeOf(pagination ?? { page: 1, perPage: 100 });
  return { data: matching.slice(first, last + 1), total: matching.length };
};

/** Every template (the API answers all of them, about twenty, without paging): filtered and sorted here for react-admin's list. */
const templatePage = async (params: GetListParams): Promise<{ data: NotificationTemplate[]; total: number }> =>
  localPage(await call(shop.GET('/api/notification-templates/')), params, template => `${template.id} ${template.description} ${template.subject} ${template.body}`);

/** Every WhatsApp template mapping (each order update in each language, fourteen), filtered and sorted here. */
const whatsAppTemplatePage = async (params: GetListParams): Promise<{ data: WhatsAppTemplate[]; total: number }> =>
  localPage(await call(shop.GET('/api/whatsapp/templates/')), params, template => `${template.id} ${template.name} ${template.body}`);

/**
 * The WhatsApp inbox, a page by range. The API lists the conversation with the newest message first and takes
 * no sort or filter (it refuses a sort it does not know): only the range is sent.
 */
const conversationPage = async ({ pagination }: GetListParams) => {
  const { items, total } = await callPage(
    shop.GET('/api/whatsapp/conversations/', { params: { query: listQuery({ range: rangeOf(pagination ?? { page: 1, perPage: 25 }) }) } }),
  );
  return { data: items, total };
};

/** The react-admin lists the typed client answers (the rest are simple-rest's). */
const LISTS: Record<string, (params: GetListParams) => Promise<{ data: RaRecord[]; total: number }>> = {
  'notification-templates': templatePage,
  'whatsapp-templates': whatsAppTemplatePage,
  'whatsapp-conversations': conversationPage,
};

/** The react-admin records the typed client answers (ids are text: `order_paid.sms.en`, `order_paid.sw`, a phone). */
const ONES: Record<string, (id: string) => Promise<RaRecord>> = {
  'notification-templates': id => call(shop.GET('/api/notification-templates/{id}/', { params: { path: { id } } })),
  'whatsapp-templates': id => call(shop.GET('/api/whatsapp/templates/{id}/', { params: { path: { id } } })),
  'whatsapp-conversations': phone => call(shop.GET('/api/whatsapp/conversations/{phone}/', { params: { path: { phone } } })),
};

export const dataProvider: ShopDataProvider = {
  ...restProvider,

  getList: (resource, params) => {
    const list = LISTS[resource];
    return list
      ? list(params).then(page => ({ data: page.data.map(record => asRecord(record)), total: page.total }), asHttpError)
      : restProvider.getList(resource, params);
  },

  getOne: (resource, params) => {
    const one = ONES[resource];
    return one ? one(String(params.id)).then(record => ({ data: asRecord(record) }), asHttpError) : restProvider.getOne(resource, params);
  },

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
    // A WhatsApp template saves its mapping: the approved template's name, body and the variables filling its {{n}}.
    if (resource === 'whatsapp-templates')
      return call(
        shop.PUT('/api/whatsapp/templates/{id}/', {
          params: { path: { id: String(params.id) } },
          body: { name: params.data.name ?? '', body: params.data.body ?? '', variables: params.data.variables ?? [] },
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

  replyWhatsApp: (phone, text) => call(shop.POST('/api/whatsapp/conversations/{phone}/reply/', { params: { path: { phone } }, body: { text } })),

  previewWhatsAppTemplate: (id, request) =>
    call(shop.POST('/api/whatsapp/templates/{id}/preview/', { params: { path: { id } }, body: request })),

  resetWhatsAppTemplate: id => call(shop.DELETE('/api/whatsapp/templates/{id}/', { params: { path: { id } } })),
};
