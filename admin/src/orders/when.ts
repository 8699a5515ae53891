/** '1 May 2025, 12:05' — when something happened to an order, in Kenyan style. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });
