/** Raw rows differ by dialect: SQLite answers 0/1 and 'YYYY-MM-DD HH:MM:SS' (UTC), PostgreSQL booleans, Dates and string counts. */
export const asBool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';

export const asDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? String(value) : `${String(value).replace(' ', 'T')}Z`);

export const asNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
