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
  MergedCart,
  Order,
  PaymentSession,
  Product,
  User,
} from './types';
import type { ProductListQuery } from '../lib/shopQuery';

export interface ProductPage {
  items: Product[];
  total: number;
}

/** The whole of a small list (categories, attribute types and values): the API's largest page. */
const ALL = { range: JSON.stringify([0, 99]) };

export const catalogApi = {
  async products(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
    const res = await apiRequest<Product[]>('/api/products/', { query: { ...query }, signal });
    return { items: res.data, total: parseContentRangeTotal(res.headers.get('Content-Range')) ?? res.data.length };
  },
  product: (id: string | number, signal?: AbortSignal) =>
    api<Product>(`/api/products/${encodeURIComponent(String(id))}/`, { signal }),
  categories: (signal?: AbortSignal) => api<Category[]>('/api/categories/', { query: ALL, signal }),
  attributeTypes: (signal?: AbortSignal) => api<AttributeType[]>('/api/attribute-types/', { query: ALL, signal }),
  attributeValues: (signal?: AbortSignal) => api<AttributeValue[]>('/api/attributes/', { query: ALL, signal }),
  deliveryMethods: (signal?: AbortSignal) => api<DeliveryMethod[]>('/api/delivery-methods/', { signal }),
};

export const authApi = {
  login: (username: string, password: string) =>
    api<LoginResponse>('/api/auth/login/', { method: 'POST', body: { username, password } }),
  register: (payload: { username: string; email: string; first_name: string; last_name: string; password: string }) =>
    api<User>('/api/auth/register/', { method: 'POST', body: payload }),
  logout: () => api<{ detail: string }>('/api/auth/logout/', { method: 'POST' }),
  currentUser: (signal?: AbortSignal) => api<User>('/api/auth/current-user/', { signal }),
  profile: (signal?: AbortSignal) => api<User>('/api/auth/profile/', { signal }),
  /** The older JSON profile form (mounted at /account/logout). */
  updateProfileJson: (user: Partial<User>) => api<User>('/api/auth/update-profile/', { method: 'PUT', body: user }),
  /** Multipart profile edit with an optional image. */
  updateProfile: (form: FormData) => api<User>('/api/auth/profile/update/', { method: 'PATCH', body: form }),
  changePassword: (payload: { current_password: string; password: string }) =>
    api<{ detail: string }>('/api/auth/change-password/', { method: 'POST', body: payload }),
};

export const cartApi = {
  get: (signal?: AbortSignal) => api<Cart>('/api/cart/', { signal }),
  add: (variantId: number, quantity: number) =>
    api<Cart>('/api/cart/add/', { method: 'POST', body: { variant_id: variantId, quantity } }),
  update: (itemId: number, quantity: number) =>
    api<Cart>(`/api/cart/update/${itemId}/`, { method: 'PUT', body: { quantity } }),
  remove: (itemId: number) => api<Cart>(`/api/cart/remove/${itemId}/`, { method: 'DELETE' }),
  empty: () => api<Cart>('/api/cart/empty/', { method: 'DELETE' }),
  /** Moves all guest lines into the server cart in one atomic call (capped at stock; unsellable lines come back as skipped). */
  merge: (items: Array<{ variant_id: number; quantity: number }>) =>
    api<MergedCart>('/api/cart/merge/', { method: 'POST', body: { items } }),
};

export const orderApi = {
  /** The logged-in customer's own orders, newest first. */
  mine: (signal?: AbortSignal) =>
    api<Order[]>('/api/orders/', {
      query: { sort: JSON.stringify(['created_at', 'DESC']), range: JSON.stringify([0, 19]) },
      signal,
    }),
  checkout: (payload: CheckoutPayload) => api<Order>('/api/checkout/', { method: 'POST', body: payload }),
  get: (id: string | number, signal?: AbortSignal) =>
    api<Order>(`/api/orders/${encodeURIComponent(String(id))}/`, { signal }),
  /** The result page knows the order only by the reference Pesapal hands back. */
  byReference: (reference: string, signal?: AbortSignal) =>
    api<Order>(`/api/orders/by-reference/${encodeURIComponent(reference)}/`, { signal }),
  initiatePayment: (id: string | number) =>
    api<PaymentSession>(`/api/pesapal-initiate/${encodeURIComponent(String(id))}/`, { method: 'POST' }),
};

export const messagesApi = {
  /** Stores a contact-form message for staff. */
  contact: (message: { name: string; email: string; phone: string; subject: string; message: string }) =>
    api<{ id: number }>('/api/contact-messages/', { method: 'POST', body: message }),
  /** Subscribes an e-mail address to the newsletter (409 when it already is). */
  subscribe: (email: string) => api<{ detail: string }>('/api/newsletter/', { method: 'POST', body: { email } }),
};
