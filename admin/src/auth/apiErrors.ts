import { ApiError, joinedFieldErrors } from '@shop/api-client';
import { HttpError } from 'react-admin';

/**
 * react-admin's shape of a refused request: the package's message, the status its checkError reads,
 * and `{errors: {field: "text"}}`, which its forms show under their fields.
 */
export const toHttpError = (error: ApiError): HttpError =>
  new HttpError(error.message, error.status, { detail: error.detail, errors: joinedFieldErrors(error.fieldErrors) });

/** For a react-admin method answered by the typed client: an ApiError goes on as react-admin's HttpError. */
export const asHttpError = (error: unknown): never => {
  throw error instanceof ApiError ? toHttpError(error) : error;
};

/** What a failed data provider call says (its message is the server's detail or field messages), else the fallback. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
