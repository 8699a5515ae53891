// The API answers `{"detail": "..."}` for general errors and `{"field": ["msg", ...]}`
// for validation errors (HTTP 400); these helpers turn either into text for the staff member.

type ErrorBody = Record<string, unknown> | null | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field errors as react-admin's server-side validation shape: `{field: "first message"}`. */
export const fieldErrors = (body: ErrorBody): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!isRecord(body)) return errors;
  for (const [field, messages] of Object.entries(body)) {
    if (field === 'detail') continue;
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages.join(' ');
    else if (typeof messages === 'string') errors[field] = messages;
  }
  return errors;
};

/** The server's detail, else all field messages joined by spaces, else the fallback. */
export const errorMessage = (body: ErrorBody, fallback: string): string => {
  if (isRecord(body) && typeof body.detail === 'string' && body.detail) return body.detail;
  const joined = Object.values(fieldErrors(body)).join(' ');
  return joined || fallback;
};

/** What a failed data provider call says (httpClient puts the server's detail in the message), else the fallback. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
