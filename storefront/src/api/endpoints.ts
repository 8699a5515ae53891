// One function per API call the storefront makes (SPEC.md section 7). Paths, parameters, bodies and
// answers are the API contract's (@shop/api-client), so a call the API no longer answers fails the build.
import {
  call,
  callPage,
  listQuery,
  type ChangePasswordPayload,
  type CheckoutPayload,
  type ContactMessagePayload,
  type MergeLine,
  type PasswordResetConfirmPayload,
  type ProfileUpdate,
  type RegisterPayload,
  type ReviewEdit,
  type ReviewPayload,
  type ShopPageSlug,
} from '@shop/api-client';
import type { Language } from '../i18n/language';
import { shop } from './client';
import type { ProductListQuery } from '../lib/shopQuery';

/**
 * A record's id from a page's path ('/product/12'). The API's ids are whole numbers above 0, so
 * anything else is null: no record has it, and nothing need be asked.
 */
export function pathId(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The whole of a small list (categories, attribute types and values): the API's largest page. */
const ALL = listQuery({ range: [0, 99] });

export const catalogApi = {
  /** A page of products and the total the filter matches. */
  products: (query: ProductListQuery, signal?: AbortSignal) => callPage(shop.GET('/api/products/', { params: { query }, signal })),
  product: (id: number, signal?: AbortSignal) => call(shop.GET('/api/products/{id}/', { params: { path: { id } }, signal })),
  categories: (signal?: AbortSignal) => call(shop.GET('/api/categories/', { params: { query: ALL }, signal })),
  attributeTypes: (signal?: AbortSignal) => call(shop.GET('/api/attribute-types/', { params: { query: ALL }, signal })),
  attributeValues: (signal?: AbortSignal) => call(shop.GET('/api/attributes/', { params: { query: ALL }, signal })),
  deliveryMethods: (signal?: AbortSignal) => call(shop.GET('/api/delivery-methods/', { signal })),
};

export const pageApi = {
  /** A policy page in one language: its title, Markdown and the HTML the server made of it. */
  published: (slug: ShopPageSlug, language: Language, signal?: AbortSignal) =>
    call(shop.GET('/api/pages/{slug}/{language}/', { params: { path: { slug, language } }, signal })),
};

export const reviewApi = {
  /** A page of the product's approved reviews, newest first, and how many there are. */
  page: (productId: number, offset: number, limit: number, signal?: AbortSignal) =>
    callPage(shop.GET('/api/products/{id}/reviews/', { params: { path: { id: productId }, query: listQuery({ range: [offset, offset + limit - 1] }) }, signal })),
  /** The signed-in customer's review of the product, or whether they may write one (and why not). */
  mine: (productId: number, signal?: AbortSignal) => call(shop.GET('/api/products/{id}/reviews/mine/', { params: { path: { id: productId } }, signal })),
  create: (productId: number, review: ReviewPayload) => call(shop.POST('/api/products/{id}/reviews/', { params: { path: { id: productId } }, body: review })),
  /** The author's edit: it waits for approval again. */
  update: (productId: number, review: ReviewEdit) => call(shop.PATCH('/api/products/{id}/reviews/mine/', { params: { path: { id: productId } }, body: review })),
};

export const authApi = {
  login: (username: string, password: string) => call(shop.POST('/api/auth/login/', { body: { username, password } })),
  register: (payload: RegisterPayload) => call(shop.POST('/api/auth/register/', { body: payload })),
  logout: () => call(shop.POST('/api/auth/logout/')),
  currentUser: (signal?: AbortSignal) => call(shop.GET('/api/auth/current-user/', { signal })),
  profile: (signal?: AbortSignal) => call(shop.GET('/api/auth/profile/', { signal })),
  /** The older JSON profile form (mounted at /account/logout). */
  updateProfileJson: (user: ProfileUpdate) => call(shop.PUT('/api/auth/update-profile/', { body: user })),
  /** Multipart profile edit with an optional image (the fields of ProfileUpdate, and profile_image). */
  updateProfile: (form: FormData) => call(shop.PATCH('/api/auth/profile/update/', { body: form })),
  changePassword: (payload: ChangePasswordPayload) => call(shop.POST('/api/auth/change-password/', { body: payload })),
  /** Always the same 202 message, whether or not an account matches. */
  requestPasswordReset: (login: string) => call(shop.POST('/api/auth/password-reset/', { body: { login } })),
  /** Whether an e-mailed link still works, without spending it: its account's username, or a 400 on `token`. */
  checkResetLink: (token: string) => call(shop.POST('/api/auth/password-reset/check/', { body: { token } })),
  /** With the e-mailed link's token, or the login and the SMS code; answers a login like logging in. */
  confirmPasswordReset: (payload: PasswordResetConfirmPayload) => call(shop.POST('/api/auth/password-reset/confirm/', { body: payload })),
};

export const cartApi = {
  get: (signal?: AbortSignal) => call(shop.GET('/api/cart/', { signal })),
  add: (variantId: number, quantity: number) => call(shop.POST('/api/cart/add/', { body: { variant_id: variantId, quantity } })),
  update: (itemId: number, quantity: number) =>
    call(shop.PUT('/api/cart/update/{itemId}/', { params: { path: { itemId } }, body: { quantity } })),
  remove: (itemId: number) => call(shop.DELETE('/api/cart/remove/{itemId}/', { params: { path: { itemId } } })),
  empty: () => call(shop.DELETE('/api/cart/empty/')),
  /** Moves all guest lines into the server cart in one atomic call (capped at stock; unsellable lines come back as skipped). */
  merge: (items: MergeLine[]) => call(shop.POST('/api/cart/merge/', { body: { items } })),
  /** Applies a discount code to the server cart; a refusal is a 400 on `code` in the shopper's words. */
  applyDiscount: (code: string) => call(shop.POST('/api/cart/discount/', { body: { code } })),
  removeDiscount: () => call(shop.DELETE('/api/cart/discount/')),
};

export const orderApi = {
  /** The logged-in customer's own orders, newest first. */
  mine: (signal?: AbortSignal) =>
    call(shop.GET('/api/orders/', { params: { query: listQuery({ sort: ['created_at', 'DESC'], range: [0, 19] }) }, signal })),
  /** `attemptKey` is the attempt's Idempotency-Key: the same on every retry, so a retry never places a second order. */
  checkout: (payload: CheckoutPayload, attemptKey: string) =>
    call(shop.POST('/api/checkout/', { body: payload, params: { header: { 'Idempotency-Key': attemptKey } } })),
  get: (id: number, signal?: AbortSignal) => call(shop.GET('/api/orders/{id}/', { params: { path: { id } }, signal })),
  /** The result page knows the order only by the reference Pesapal hands back. */
  byReference: (reference: string, signal?: AbortSignal) =>
    call(shop.GET('/api/orders/by-reference/{reference}/', { params: { path: { reference } }, signal })),
  initiatePayment: (orderId: number) => call(shop.POST('/api/pesapal-initiate/{orderId}/', { params: { path: { orderId } } })),
  /** Public tracking (no login): the order's progress by its reference and its phone or e-mail. */
  track: (reference: string, contact: string, signal?: AbortSignal) => call(shop.GET('/api/track/', { params: { query: { reference, contact } }, signal })),
};

export const paymentApi = {
  /** The ways to pay this shop takes, in the order the payment page offers them (M-Pesa first); none when none is set up. */
  methods: (signal?: AbortSignal) => call(shop.GET('/api/payments/methods/', { signal })),
  /** Sends the M-Pesa PIN prompt for the order to `phone` (any spelling); answers the prompt already waiting, if one is. */
  startMpesa: (orderId: number, phone: string) => call(shop.POST('/api/payments/mpesa/{orderId}/', { params: { path: { orderId } }, body: { phone } })),
  /** The order's M-Pesa prompts, newest first. */
  mpesaAttempts: (orderId: number, signal?: AbortSignal) => call(shop.GET('/api/payments/mpesa/{orderId}/', { params: { path: { orderId } }, signal })),
};

export const messagesApi = {
  /** Stores a contact-form message for staff. */
  contact: (message: ContactMessagePayload) => call(shop.POST('/api/contact-messages/', { body: message })),
  /** Subscribes an e-mail address to the newsletter (409 when it already is). */
  subscribe: (email: string) => call(shop.POST('/api/newsletter/', { body: { email } })),
  /** Leaves the newsletter with the signed token of a newsletter e-mail's link (no login; leaving twice is fine). */
  unsubscribe: (token: string) => call(shop.POST('/api/newsletter/unsubscribe/', { body: { token } })),
};
