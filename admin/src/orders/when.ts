/** '1 May 2025, 12:05' — when something happened to an order, in Kenyan style. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

/** '1 May 2025': the day of an order or a message, in lists. */
export const day = (iso: string) => new Date(iso).toLocaleDateString('en-KE', { dateStyle: 'medium' });
