import { ApiError, NetworkError } from '../api/client';

/** Server detail, else all field messages joined by spaces, else the fallback (SPEC.md section 8). */
export function authErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return 'Network error, please try again.';
  if (err instanceof ApiError) return err.detail || err.fieldMessages || fallback;
  if (err instanceof TypeError) return 'Network error, please try again.';
  return fallback;
}

/** Only same-site paths may be used as a post-login destination. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  return next;
}
