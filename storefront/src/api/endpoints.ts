// One function per API call the storefront makes (SPEC.md section 7).
import { api, apiRequest, parseContentRangeTotal } from './client';
import type {
  AttributeType,
  AttributeValue,
  Cart,
  Category,
  CheckoutPayload,
  DeliveryMethod,
  LoginResponse,
  Order,
  Product,
  User,
} from './types';
import type { ProductListQuery } from '../lib/shopQuery';
import { normalizeDeliveryMethods } from '../lib/delivery';

export interface ProductPage {
  items: Product[];
  total: number;
}

function asArray<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: T[] }).results;
  }
  return [];
}

export const catalogApi = {
  async products(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
    const res = await apiRequest<unknown>('/api/products/', { query: { ...query }, signal });
    const items = asArray<Product>(res.data);
    const total = parseContentRangeTotal(res.headers.get('Content-Range')) ?? items.length;
    return { items, total };
  },
  product: (id: string | number, signal?: AbortSignal) =>
    api<Product>(`/api/products/${encodeURIComponent(String(id))}/`, { signal }),
  categories: async (signal?: AbortSignal) => asArray<Category>(await api<unknown>('/api/categories/', { signal })),
  attributeTypes: async (signal?: AbortSignal) =>
    asArray<AttributeType>(await api<unknown>('/api/attribute-types/', { signal })),
  attributeValues: async (signal?: AbortSignal) =>
    asArray<AttributeValue>(await api<unknown>('/api/attributes/', { signal })),
  deliveryMethods: async (signal?: AbortSignal): Promise<DeliveryMethod[]> =>
    normalizeDeliveryMethods(await api<unknown>('/api/delivery-methods/', { signal })),
};

export const authApi = {
  login: (username: string, password: string) =>
    api<LoginResponse>('/api/auth/login/', { method: 'POST', body: { username, password } }),
  register: (payload: { username: string; email: string; first_name: string; last_name: string; password: string }) =>
    api<unknown>('/api/auth/register/', { method: 'POST', body: payload }),
  logout: () => api<unknown>('/api/auth/logout/', { method: 'POST' }),
  currentUser: (signal?: AbortSignal) => api<User>('/api/auth/current-user/', { signal }),
  profile: (signal?: AbortSignal) => api<User>('/api/auth/profile/', { signal }),
  /** The older JSON profile form (mounted at /account/logout). */
  updateProfileJson: (user: Partial<User>) => api<User>('/api/auth/update-profile/', { method: 'PUT', body: user }),
  /** Multipart profile edit with an optional image. */
  updateProfile: (form: FormData) => api<User>('/api/auth/profile/update/', { method: 'PATCH', body: form }),
};

export const cartApi = {
  get: (signal?: AbortSignal) => api<Cart>('/api/cart/', { signal }),
  add: (variantId: number, quantity: number) =>
    api<unknown>('/api/cart/add/', { method: 'POST', body: { variant_id: variantId, quantity } }),
  update: (itemId: number, quantity: number) =>
    api<unknown>(`/api/cart/update/${itemId}/`, { method: 'PUT', body: { quantity } }),
  remove: (itemId: number) => api<unknown>(`/api/cart/remove/${itemId}/`, { method: 'DELETE' }),
  empty: () => api<unknown>('/api/cart/empty/', { method: 'DELETE' }),
  /** Moves all guest lines into the server cart in one atomic call. */
  merge: (items: Array<{ variant_id: number; quantity: number }>) =>
    api<Cart>('/api/cart/merge/', { method: 'POST', body: { items } }),
};

export const orderApi = {
  /** The logged-in customer's own orders, newest first. */
  mine: async (signal?: AbortSignal) =>
    asArray<Order>(
      await api<unknown>('/api/orders/', {
        query: { sort: JSON.stringify(['created_at', 'DESC']), range: JSON.stringify([0, 19]) },
        signal,
      }),
    ),
  checkout: (payload: CheckoutPayload) =>
    api<{ id?: number; detail?: string }>('/api/checkout/', { method: 'POST', body: payload }),
  get: (id: string | number, signal?: AbortSignal) =>
    api<Order>(`/api/orders/${encodeURIComponent(String(id))}/`, { signal }),
  initiatePayment: (id: string | number) =>
    api<{ checkout_url?: string; redirect_url?: string; detail?: string }>(
      `/api/pesapal-initiate/${encodeURIComponent(String(id))}/`,
      { method: 'POST' },
    ),
};

export const messagesApi = {
  /** Stores a contact-form message for staff. */
  contact: (message: { name: string; email: string; phone: string; subject: string; message: string }) =>
    api<unknown>('/api/contact-messages/', { method: 'POST', body: message }),
  /** Subscribes an e-mail address to the newsletter (409 when it already is). */
  subscribe: (email: string) => api<unknown>('/api/newsletter/', { method: 'POST', body: { email } }),
};
