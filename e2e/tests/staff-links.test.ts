import { describe } from 'vitest';
import { CONSOLE_BASE, CONSOLE_PAGE_KINDS, type ConsolePage } from '../../api/src/notifications/console-links';
import { staffToken, type Order } from '../support/api';
import { staffLogin } from '../support/console';
import { expect, test } from '../support/fixtures';
import { longPaidOrder, messageTemplates, renderedEmail } from '../support/messages';

/** The heading each kind of console page shows (a new kind of link must say what it opens). */
const HEADINGS: Record<ConsolePage, { path: RegExp; heading: (order: Order) => string }> = {
  order: { path: /^\/orders\/\d+\/show$/, heading: (order) => `Order ${order.reference}` },
  inventory: { path: /^\/inventory$/, heading: () => 'Inventory' },
};

/**
 * Issue 29: `/dashboard#/orders/1/show` opened the console's Dashboard. Every console link in the staff
 * e-mails, as the shop renders them, opens the page it names in the real console.
 */
describe('links in staff e-mails', () => {
  test('each console link of a staff e-mail lands on the page it names', async ({ page, baseUrl }) => {
    const token = await staffToken(baseUrl);
    const order = await longPaidOrder(baseUrl, token);
    const links = new Set<string>();
    for (const template of (await messageTemplates(baseUrl, token)).filter((candidate) => candidate.audience === 'staff' && candidate.channel === 'email'))
      for (const [, href] of (await renderedEmail(baseUrl, token, template, order.id)).matchAll(/href="([^"]+)"/g)) if (href.includes(CONSOLE_BASE)) links.add(href.replace(/&amp;/g, '&'));
    const kinds = [...links].map((link) => CONSOLE_PAGE_KINDS.find((kind) => HEADINGS[kind].path.test(new URL(link).pathname.slice(CONSOLE_BASE.length))));
    expect([...new Set(kinds)].sort()).toEqual([...CONSOLE_PAGE_KINDS].sort());

    await staffLogin(page);
    for (const link of links) {
      const url = new URL(link);
      expect(url.origin).toBe(baseUrl);
      expect(url.hash).toBe('');
      const kind = CONSOLE_PAGE_KINDS.find((candidate) => HEADINGS[candidate].path.test(url.pathname.slice(CONSOLE_BASE.length)))!;
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: HEADINGS[kind].heading(order) }).waitFor();
      expect(new URL(page.url()).pathname).toBe(url.pathname);
    }
  });
});
