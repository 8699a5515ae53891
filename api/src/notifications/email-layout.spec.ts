import { consoleUrl, CONSOLE_PAGE_KINDS } from './console-links';
import { defaultText } from './default-templates';
import { TEMPLATE_KEYS, templateLanguages, templateSpec } from './notification-events';
import { placeholdersIn, renderTemplate } from './render';

/** Issue 29: e-mails that read well on a phone (links as buttons or a few words) and staff links that open their page. */
describe('the e-mail layout', () => {
  const variables = { name: 'Wanjiku', track_url: 'https://shop.example/track?ref=KC-7KQ2M9XD', shop_url: 'https://shop.example/', reset_url: 'https://shop.example/account/reset-password?token=abc' };
  const frame = { shopUrl: 'https://shop.example' };

  it('makes a paragraph holding only a labelled link a button, and reads it "label: address" in text', () => {
    const rendered = renderTemplate({ subject: 's', body: 'Hello {{name}},\n\n[Track your order]({{track_url}})' }, variables, true, 'en', frame);
    expect(rendered.text).toBe('Hello Wanjiku,\n\nTrack your order: https://shop.example/track?ref=KC-7KQ2M9XD');
    expect(rendered.html).toMatch(/<a href="https:\/\/shop.example\/track\?ref=KC-7KQ2M9XD" style="display:inline-block;[^"]*">Track your order<\/a>/);
    expect(rendered.html).not.toContain('>https://shop.example/track');
  });

  it('shows a bare link of the shop as a few words in its language, never the address', () => {
    const en = renderTemplate({ subject: 's', body: 'Choose one here:\n\n{{reset_url}}\n\nOr shop at {{shop_url}} today.' }, variables, true, 'en', frame).html!;
    expect(en).toContain('>Choose a new password</a>');
    expect(en).toContain('>shop.example</a> today.');
    const sw = renderTemplate({ subject: 's', body: '{{track_url}}' }, variables, true, 'sw', frame).html!;
    expect(sw).toContain('>Fuatilia agizo lako</a>');
  });

  it('links no value but the shop\'s own: a labelled "link" around a name stays text', () => {
    const html = renderTemplate({ subject: 's', body: 'See [this]({{name}}) and [that](https://evil.example)' }, { ...variables, name: 'https://evil.example/x' }, true, 'en', frame).html!;
    expect(html).not.toContain('href="https://evil.example/x"');
    expect(html).toContain('[this](https://evil.example/x)');
  });

  it("heads each e-mail with the shop's logo at its public address, linked to the shop", () => {
    const html = renderTemplate({ subject: 's', body: 'Hi' }, variables, true, 'en', frame).html!;
    expect(html).toContain('<a href="https://shop.example/"><img src="https://shop.example/email-logo.png"');
    expect(html).toContain('alt="Kenyan Crafts"');
  });

  it('shows no web address as text in any default e-mail: each link of the shop is words', () => {
    for (const key of TEMPLATE_KEYS.filter((k) => templateSpec(k).channel === 'email'))
      for (const language of templateLanguages(key)) {
        const text = defaultText(key, language);
        const values = Object.fromEntries(placeholdersIn(text.body).map((name) => [name, name.endsWith('_url') ? `https://shop.example/${name}?token=${'x'.repeat(40)}` : name]));
        const html = renderTemplate(text, values, true, language, frame).html!;
        const shown = html.replace(/<[^>]*>/g, ' ');
        expect({ key, language, addresses: shown.match(/https?:\/\/\S+/g) }).toEqual({ key, language, addresses: null });
      }
  });
});

describe('console links', () => {
  it('open the console by its browser routes under /dashboard, never a #/ route', () => {
    expect(consoleUrl('https://shop.example', 'order', 12)).toBe('https://shop.example/dashboard/orders/12/show');
    expect(consoleUrl('https://shop.example', 'inventory')).toBe('https://shop.example/dashboard/inventory');
    for (const page of CONSOLE_PAGE_KINDS) expect(consoleUrl('https://shop.example', page, 1)).not.toContain('#');
  });
});

describe('facts of a message', () => {
  it('leaves out a line naming a value the order does not have ("Paid with:" for an order paid at the counter)', () => {
    const template = { subject: 's', body: 'Order date: {{order_date}}\nPaid with: {{payment}}\nDelivery: {{delivery_method}}\n{{delivery_address}}' };
    const rendered = renderTemplate(template, { order_date: '28 November 2026', payment: '', delivery_method: 'Courier', delivery_address: '' }, true);
    expect(rendered.text).toBe('Order date: 28 November 2026\nDelivery: Courier');
    expect(rendered.html).not.toContain('Paid with');
  });
});
