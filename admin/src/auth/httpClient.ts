import { ApiError } from '@shop/api-client';
import type { fetchUtils } from 'react-admin';
import { sessionFetch } from '../shopClient';
import { toHttpError } from './apiErrors';

/** The API's paths end with a slash (`/api/products/12/?range=...`); simple-rest omits it. */
export const withTrailingSlash = (url: string): string => {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  return path.endsWith('/') ? url : `${path}/${query}`;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * ra-data-simple-rest's httpClient (react-admin's fetchJson answer) on the console's session: the
 * staff token, the 401 rule and NetworkError are the typed client's; a refusal is the package's
 * ApiError handed to react-admin as its HttpError.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // As fetchJson does: a text body is JSON; FormData sets its own multipart type.
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await sessionFetch(withTrailingSlash(url), { ...options, headers });
  const body = await response.text();
  const json = parseJson(body);
  if (!response.ok) throw toHttpError(new ApiError(response.status, json));
  return { status: response.status, headers: response.headers, body, json };
};
