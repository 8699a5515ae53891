/**
 * The staff console's pages that messages link to (issue 29). The console uses browser routes under
 * /dashboard (admin/src/main.tsx), so `/dashboard#/orders/1/show` opened its Dashboard: every console
 * address the API writes is made by consoleUrl, and tests open each kind in the real console.
 */
export const CONSOLE_BASE = '/dashboard';

/** Each page's path in the console's router (admin/src/App.tsx), for a record's id where it needs one. */
const CONSOLE_PAGES = {
  order: (id: number) => `/orders/${id}/show`,
  inventory: () => '/inventory',
} satisfies Record<string, (id: number) => string>;

export type ConsolePage = keyof typeof CONSOLE_PAGES;
export const CONSOLE_PAGE_KINDS = Object.keys(CONSOLE_PAGES) as ConsolePage[];

/** The console's address of `page` (of record `id`) at the shop's public address. */
export const consoleUrl = (shopUrl: string, page: ConsolePage, id = 0): string => `${shopUrl}${CONSOLE_BASE}${CONSOLE_PAGES[page](id)}`;
