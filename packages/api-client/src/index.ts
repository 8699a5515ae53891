// @shop/api-client: the API contract for the storefront and the staff console.
export type { components, operations, paths } from './schema';
export type * from './names';
export { call, callPage, createSessionFetch, createShopClient, listQuery, type ListParams, type Page, type ShopClient, type ShopClientOptions } from './client';
export { ApiError, errorMessage, formErrors, joinedFieldErrors, NetworkError, parseContentRangeTotal, parseErrorBody, type ErrorBody } from './errors';
