// The one error model of both front ends. The API answers every error as {"detail": "message"}
// (ErrorDetail) or, for validation (HTTP 400), as {"field": ["message", …]} (FieldErrors).

/** What an error body says: the detail, and each refused field's messages. */
export interface ErrorBody {
  detail: string | null;
  fieldErrors: Record<string, string[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an error body of either shape; anything else (a proxy's HTML page, an empty body) says
 * nothing. A field given one message as a plain string counts as a list of one.
 */
export function parseErrorBody(body: unknown): ErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  if (!isRecord(body)) return { detail: null, fieldErrors };
  const { detail, ...fields } = body;
  for (const [field, messages] of Object.entries(fields)) {
    if (Array.isArray(messages)) fieldErrors[field] = messages.map(String);
    else if (typeof messages === 'string') fieldErrors[field] = [messages];
  }
  return { detail: typeof detail === 'string' && detail !== '' ? detail : null, fieldErrors };
}

/** The API answered with an error status. Its message is the detail, else every field message, else `fallback`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: unknown, fallback = `Request failed: ${status}`) {
    const { detail, fieldErrors } = parseErrorBody(body);
    super(detail ?? (Object.values(fieldErrors).flat().join(' ') || fallback));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }

  /** All field messages joined by spaces ('' when there are none). */
  get fieldMessages(): string {
    return Object.values(this.fieldErrors).flat().join(' ');
  }
}

/** The request never got an answer (offline, server down, CORS). */
export class NetworkError extends Error {
  constructor() {
    super('Network error, please try again.');
    this.name = 'NetworkError';
  }
}

/** The message to show for a failed call: the server's detail, else its field messages, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof ApiError) return err.detail || err.fieldMessages || fallback;
  return fallback;
}

/**
 * A refused form split for display, each message once: the messages of the form's own fields go
 * under those fields; the alert carries the detail, other fields' messages, or the fallback when
 * nothing else was said (null when every message already sits under its field).
 */
export function formErrors(
  err: unknown,
  fallback: string,
  fields: readonly string[],
  message: (err: unknown, fallback: string) => string = errorMessage,
): { alert: string | null; fieldErrors: Record<string, string[]> } {
  if (!(err instanceof ApiError)) return { alert: message(err, fallback), fieldErrors: {} };
  const entries = Object.entries(err.fieldErrors);
  const shown = Object.fromEntries(entries.filter(([field]) => fields.includes(field)));
  const others = entries.filter(([field]) => !fields.includes(field)).flatMap(([, messages]) => messages);
  const alert = err.detail || others.join(' ') || (Object.keys(shown).length > 0 ? null : fallback);
  return { alert, fieldErrors: shown };
}

/** Each field's messages as one text, the shape react-admin shows under a form field (`{field: "…"}`). */
export const joinedFieldErrors = (fieldErrors: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join(' ')]));

/** `items 0-23/319` → 319; null when the header is missing or unreadable. */
export function parseContentRangeTotal(header: string | null | undefined): number | null {
  if (!header) return null;
  const match = /\/(\d+)\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}
