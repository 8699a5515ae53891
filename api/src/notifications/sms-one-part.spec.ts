import { FIRST_METHODS } from '../delivery/first-rates';
import { shopPageUrl } from '../i18n/languages';
import { Order, OrderItem } from '../orders/order.entities';
import { defaultText } from './default-templates';
import { TEMPLATE_KEYS, templateLanguages, templateSpec } from './notification-events';
import { orderVariables } from './order-variables';
import { placeholdersIn, renderTemplate, smsLength, Variables } from './render';

/**
 * Every default SMS, in every language, is one part (issue 29: two parts double the cost of every order),
 * filled with long but real values: the public address of the shop, a 25-character name, a real reference,
 * a large total, each delivery method with a rider's phone or a courier's number. A template added later is
 * covered by the same loop; a placeholder it uses needs a sample value below (the test says which).
 */
const ORIGIN = 'https://shop.kenyancrafts.co.ke';
const NAME = 'Christabel Nyambura Kamau';
const REFERENCE = 'KC-7KQ2M9XD';
const TRACKING = [null, '+254712345678', 'G4S-NBO-4829173650'];

/** The seeded methods as orders snapshot them, a pickup at a point with a long name and an agent's shop among them. */
const DELIVERIES = FIRST_METHODS.map(([code, kind, nameEn]) => ({
  deliveryMethod: code,
  deliveryKind: kind,
  deliveryMethodName: nameEn,
  deliveryDaysMin: 1,
  deliveryDaysMax: 3,
  ...(kind === 'shop_pickup' || kind === 'agent_pickup'
    ? { pickupPointName: 'Kimathi Chambers 2nd Floor counter', pickupPointAddress: 'Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD', pickupPointHours: 'Mon-Fri 9am-6pm, Sat 10am-4pm', deliveryAddress: 'Kimathi Chambers 2nd Floor counter, Kimathi Street, Nairobi CBD' }
    : { pickupPointName: null, pickupPointAddress: null, pickupPointHours: null, deliveryAddress: 'Ngong Road, Adams Arcade, Kilimani House 4th Floor, Kilimani, Nairobi City' }),
}));

const order = (delivery: (typeof DELIVERIES)[number], trackingId: string | null): Order =>
  Object.assign(new Order(), {
    id: 48213,
    reference: REFERENCE,
    status: 'paid',
    ...delivery,
    clientName: NAME,
    clientEmail: 'christabel.kamau@example.co.ke',
    clientPhone: '254712345678',
    productTotal: 12_345_000,
    deliveryFee: 50_000,
    discountCode: null,
    discountAmount: 0,
    totalPrice: 12_395_000,
    trackingId,
    paymentMethod: 'MpesaKE',
    paymentConfirmationCode: 'TKS7QX2M9D',
    language: 'en',
    createdAt: new Date('2026-11-28T09:41:00Z'),
  });

const item = Object.assign(new OrderItem(), { id: 1, orderId: 48213, variantId: 90312, name: 'Maasai Shuka Blanket - Red / Large', sku: 'SHU-RED-L', unitPrice: 12_345_000, quantity: 1, subtotal: 12_345_000 });

/** The values every message group may use, as the shop fills them (a greeting may carry a whole name). */
function samples(language: 'en' | 'sw'): Variables[] {
  const others = {
    reset_url: shopPageUrl(ORIGIN, `/account/reset-password?token=${'A'.repeat(43)}`, language),
    code: '482913',
    minutes: '60',
    username: 'christabel.nyambura.kamau',
    login_url: shopPageUrl(ORIGIN, '/account/login', language),
    forgot_url: shopPageUrl(ORIGIN, '/account/reset', language),
  };
  return DELIVERIES.flatMap((delivery) =>
    TRACKING.map((trackingId) => ({
      ...orderVariables({ order: order(delivery, trackingId), items: [item], productIds: [10423], refunded: 12_395_000, shopUrl: ORIGIN, paymentTimeoutMs: 30 * 60_000, whatsapp: '254712345678' }, language),
      ...others,
      name: NAME,
    })),
  );
}

describe('default SMS texts (issue 29: one part each)', () => {
  const smsKeys = TEMPLATE_KEYS.filter((key) => templateSpec(key).channel === 'sms');

  it('covers the SMS of every event that has one', () => {
    expect(smsKeys).toEqual(expect.arrayContaining(['order_paid.sms', 'order_shipped.sms', 'order_completed.sms', 'order_expired.sms', 'password_reset.sms']));
  });

  for (const key of smsKeys)
    for (const language of templateLanguages(key))
      it(`${key} in ${language} fits one GSM part with long real values`, () => {
        const text = defaultText(key, language);
        for (const variables of samples(language)) {
          const missing = placeholdersIn(text.body).filter((name) => !(name in variables));
          expect({ key, language, missing }).toEqual({ key, language, missing: [] });
          const rendered = renderTemplate(text, variables, false, language).text;
          expect({ rendered, ...smsLength(rendered) }).toEqual({ rendered, characters: expect.any(Number), parts: 1, encoding: 'gsm' });
        }
      });
});
