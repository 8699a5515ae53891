import { fetchUtils, HttpError } from 'react-admin';
import { getToken } from './session';
import { errorMessage, fieldErrors } from './apiErrors';

/** The API's paths end with a slash (`/api/products/12/?range=...`); simple-rest omits it. */
export const withTrailingSlash = (url: string): string => {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  return path.endsWith('/') ? url : `${path}/${query}`;
};

/**
 * fetchJson with the staff token as `Authorization: Token <jwt>` and the API's error
 * shapes turned into readable messages plus react-admin's `{errors}` for form fields.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  try {
    return await fetchUtils.fetchJson(withTrailingSlash(url), { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as Record<string, unknown> | null;
      throw new HttpError(errorMessage(body, error.message), error.status, {
        ...(body ?? {}),
        errors: fieldErrors(body),
      });
    }
    throw error;
  }
};
