import { describe } from 'vitest';
import { staffToken } from '../support/api';
import { expect, test } from '../support/fixtures';
import { longPaidOrder, messageTemplates, renderedEmail } from '../support/messages';
import { documentWidth, PHONE } from '../support/phone';
import { keepPicture } from '../support/pictures';

/**
 * Every e-mail template, in each of its languages, read on a 375 px phone (issue 29: the reset e-mail was
 * 461 px wide, the newsletter welcome 753 px): rendered by the shop with a long but real order, nothing is
 * wider than the screen. Templates come from the API, so a new one is checked too.
 * SCREENSHOTS_DIR=dir keeps a picture of each.
 */
describe('e-mails on a phone (375 px)', () => {
  test('every e-mail template fits the screen', async ({ page, baseUrl }) => {
    const token = await staffToken(baseUrl);
    const order = await longPaidOrder(baseUrl, token);
    const emails = (await messageTemplates(baseUrl, token)).filter((template) => template.channel === 'email');
    expect(emails.map((template) => template.template)).toEqual(expect.arrayContaining(['order_paid.email', 'order_paid_staff.email', 'password_reset.email', 'newsletter_welcome.email', 'stock_low_staff.email']));
    await page.setViewportSize(PHONE);
    const tooWide: string[] = [];
    for (const template of emails) {
      const html = await renderedEmail(baseUrl, token, template, order.id);
      await page.setContent(html, { waitUntil: 'load' });
      // The shop's logo heads it, served by the shop.
      expect(await page.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${template.id}: the logo loads`).toBe(true);
      const { scrollWidth, viewport } = await documentWidth(page);
      if (scrollWidth > viewport) tooWide.push(`${template.id} is ${scrollWidth} px wide`);
      await keepPicture(page, template.id);
    }
    expect(tooWide).toEqual([]);
  });
});
