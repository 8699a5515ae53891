import type { CustomerTemplateKey, Language, TemplateKey } from './notification-events';

export interface TemplateText {
  /** E-mail subject; empty for SMS. */
  subject: string;
  body: string;
}

/**
 * The shop's own words for every message, until staff change them in the console. SMS texts stay within
 * GSM characters (no curly quotes or emoji), so a part holds 160 characters, not 70.
 */
const ENGLISH: Record<TemplateKey, TemplateText> = {
  'order_paid.sms': {
    subject: '',
    body: '{{shop_name}}: Asante! We received {{total}} for order {{reference}}. {{receipt_line}} Track it: {{track_url}}',
  },
  'order_paid.email': {
    subject: 'Order {{reference}}: payment received',
    body: `Hello {{name}},

Asante! We have received your payment of {{total}} for order {{reference}}.

Order date: {{order_date}}
Paid with: {{payment}}

{{order_lines}}

Delivery: {{delivery_method}}
{{delivery_address}}

What happens next: {{next_step}}

[Track your order]({{track_url}})

{{help}}

Karibu tena,
{{shop_name}}`,
  },
  'order_paid_staff.email': {
    subject: 'Paid: order {{reference}}, {{total}}',
    body: `Order {{reference}} is paid: {{total}}.

Order date: {{order_date}}
Paid with: {{payment}}
Customer: {{customer_name}}, {{customer_phone}}, {{customer_email}}
Delivery: {{delivery_method}}
{{delivery_address}}

{{order_lines}}

[Open the order in the console]({{order_url}})`,
  },
  'order_ready.sms': {
    subject: '',
    body: '{{shop_name}}: order {{reference}} is ready. Collect it at {{pickup_point}}, {{opening_hours}}. Bring this reference.',
  },
  'order_ready.email': {
    subject: 'Order {{reference}} is ready to collect',
    body: `Hello {{name}},

Your order {{reference}} is ready. Collect it at our shop:

{{delivery_address}}
Opening hours: {{opening_hours}}

Bring your order reference, {{reference}}: show this e-mail or our SMS at the counter.

Order date: {{order_date}}
Paid with: {{payment}}

{{order_lines}}

[Track your order]({{track_url}})

{{help}}

Karibu,
{{shop_name}}`,
  },
  'order_shipped.sms': {
    subject: '',
    body: '{{shop_name}}: order {{reference}} is on its way. {{tracking_line}} Track it: {{track_url}}',
  },
  'order_shipped.email': {
    subject: 'Order {{reference}} is on its way',
    body: `Hello {{name}},

Your order {{reference}} has left our workshop.

{{tracking_line}}
Delivery: {{delivery_method}}
{{delivery_address}}

Order date: {{order_date}}
Paid with: {{payment}}

{{order_lines}}

[Track your order]({{track_url}})

{{help}}

{{shop_name}}`,
  },
  'order_completed.sms': {
    subject: '',
    body: '{{shop_name}}: order {{reference}} is complete. Asante {{name}}! Please review it: {{review_url}}',
  },
  'order_completed.email': {
    subject: 'Order {{reference}} is complete',
    body: `Hello {{name}},

Order {{reference}} is complete. Thank you for choosing handcrafted Kenyan work.

How do you like it? A short review helps other shoppers choose:

{{review_lines}}

Order date: {{order_date}}
Paid with: {{payment}}

{{order_lines}}

Returns: unused items in their original condition come back within 30 days.

{{help}}

Karibu tena,
{{shop_name}}`,
  },
  'order_cancelled.sms': {
    subject: '',
    body: '{{shop_name}}: order {{reference}} was cancelled. Nothing was charged and the items are back in stock. Shop again: {{shop_url}}',
  },
  'order_cancelled.email': {
    subject: 'Order {{reference}} was cancelled',
    body: `Hello {{name}},

Order {{reference}} was cancelled. Nothing was charged, and the items are back in stock if you still want them.

Order date: {{order_date}}

{{order_lines}}

[Shop again]({{shop_url}})

{{help}}

{{shop_name}}`,
  },
  'order_expired.sms': {
    subject: '',
    body: '{{shop_name}}: order {{reference}} was not paid within {{payment_timeout}}, so we cancelled it. Nothing was charged. Shop again: {{shop_url}}',
  },
  'order_expired.email': {
    subject: 'Order {{reference}} expired unpaid',
    body: `Hello {{name}},

Order {{reference}} was not paid within {{payment_timeout}}, so we cancelled it and put the items back in stock. Nothing was charged.

Order date: {{order_date}}

{{order_lines}}

You can order them again:

[Shop again]({{shop_url}})

{{help}}

{{shop_name}}`,
  },
  'order_refunded.sms': {
    subject: '',
    body: '{{shop_name}}: we refunded {{refund_amount}} for order {{reference}}. It reaches your M-Pesa or card within a few days.',
  },
  'order_refunded.email': {
    subject: 'Refund for order {{reference}}: {{refund_amount}}',
    body: `Hello {{name}},

We have refunded {{refund_amount}} for order {{reference}}. It reaches your M-Pesa or card within a few days.

Order date: {{order_date}}
Paid with: {{payment}}

{{order_lines}}

{{help}}

{{shop_name}}`,
  },
  'payment_review_staff.email': {
    subject: 'Check the payment of order {{reference}}',
    body: `The payment reported for order {{reference}} does not match it (order total {{total}}).

[Accept or refund it in the console]({{order_url}})

Order date: {{order_date}}
Paid with: {{payment}}
Customer: {{customer_name}}, {{customer_phone}}, {{customer_email}}

{{order_lines}}`,
  },
  'stock_low_staff.email': {
    subject: 'Low stock: {{product}} ({{variant}}), {{stock}} left',
    body: `{{product}}, {{variant}} (SKU {{sku}}) is down to {{stock}}, below its alert level of {{threshold}}.

[Restock it in the inventory]({{inventory_url}})`,
  },
  'password_reset.email': {
    subject: 'Reset your {{shop_name}} password',
    body: `Hello {{name}},

Someone (we hope you) asked to reset the password of your {{shop_name}} account. Choose a new one here:

{{reset_url}}

The link works once, for {{minutes}} minutes. If you did not ask, ignore this e-mail: your password stays as it is.

Your username is {{username}}: log in with it, or with this e-mail, and your new password.

{{shop_name}}`,
  },
  'password_reset.sms': {
    subject: '',
    body: '{{shop_name}}: your password reset code is {{code}} (username {{username}}). It works once, for {{minutes}} minutes. Did not ask? Ignore this SMS.',
  },
  'password_changed.email': {
    subject: 'Your {{shop_name}} password was changed',
    body: `Hello {{name}},

The password of your {{shop_name}} account was just changed. Your username is {{username}}: log in with it, or with this e-mail.

[Log in]({{login_url}})

If it was you, there is nothing to do. If it was not, choose a new password now: setting it logs out everyone else, on every device.

[Choose a new password]({{forgot_url}})

{{shop_name}}`,
  },
  'password_changed.sms': {
    subject: '',
    body: '{{shop_name}}: the password of your account {{username}} was changed. Not you? Reset it now: {{forgot_url}}',
  },
  'newsletter_welcome.email': {
    subject: 'Karibu to the {{shop_name}} newsletter',
    body: `Karibu!

Thank you for subscribing to the {{shop_name}} newsletter. Look out for new bags, ponchos, scarves and wallets from our artisans, and offers for subscribers.

[Visit the shop]({{shop_url}})

Changed your mind? Leave the newsletter with one click, no login needed:

[Leave the newsletter]({{unsubscribe_url}})

{{shop_name}}`,
  },
  'account_exists.email': {
    subject: 'Someone signed up at {{shop_name}} with your e-mail',
    body: `Hello {{name}},

Someone (perhaps you) just tried to open a {{shop_name}} account with this e-mail. It already has one, so no second account was made.

Your username is {{username}}.

[Log in]({{login_url}})

Forgot your password? [Ask for a new one]({{forgot_url}})

If it was not you, there is nothing to do: your account stays as it is.

{{shop_name}}`,
  },
};

/** The customer's messages in Kiswahili (staff's stay English): short SMS, GSM characters only. */
const KISWAHILI: Record<CustomerTemplateKey, TemplateText> = {
  'order_paid.sms': {
    subject: '',
    body: '{{shop_name}}: Asante! Tumepokea {{total}} za agizo {{reference}}. {{receipt_line}} Fuatilia: {{track_url}}',
  },
  'order_paid.email': {
    subject: 'Agizo {{reference}}: malipo yamepokelewa',
    body: `Habari {{name}},

Asante! Tumepokea malipo yako ya {{total}} kwa agizo {{reference}}.

Tarehe ya agizo: {{order_date}}
Umelipa kwa: {{payment}}

{{order_lines}}

Usafirishaji: {{delivery_method}}
{{delivery_address}}

Kinachofuata: {{next_step}}

[Fuatilia agizo lako]({{track_url}})

{{help}}

Karibu tena,
{{shop_name}}`,
  },
  'order_ready.sms': {
    subject: '',
    body: '{{shop_name}}: agizo {{reference}} liko tayari. Lichukue {{pickup_point}}, {{opening_hours}}. Leta namba hii.',
  },
  'order_ready.email': {
    subject: 'Agizo {{reference}} liko tayari kuchukuliwa',
    body: `Habari {{name}},

Agizo lako {{reference}} liko tayari. Lichukue dukani kwetu:

{{delivery_address}}
Saa za kazi: {{opening_hours}}

Leta namba ya agizo lako, {{reference}}: onyesha barua pepe hii au SMS yetu kaunta.

Tarehe ya agizo: {{order_date}}
Umelipa kwa: {{payment}}

{{order_lines}}

[Fuatilia agizo lako]({{track_url}})

{{help}}

Karibu,
{{shop_name}}`,
  },
  'order_shipped.sms': {
    subject: '',
    body: '{{shop_name}}: agizo {{reference}} liko njiani. {{tracking_line}} Fuatilia: {{track_url}}',
  },
  'order_shipped.email': {
    subject: 'Agizo {{reference}} liko njiani',
    body: `Habari {{name}},

Agizo lako {{reference}} limeondoka kwenye karakana yetu.

{{tracking_line}}
Usafirishaji: {{delivery_method}}
{{delivery_address}}

Tarehe ya agizo: {{order_date}}
Umelipa kwa: {{payment}}

{{order_lines}}

[Fuatilia agizo lako]({{track_url}})

{{help}}

{{shop_name}}`,
  },
  'order_completed.sms': {
    subject: '',
    body: '{{shop_name}}: agizo {{reference}} limekamilika. Asante {{name}}! Tupe maoni: {{review_url}}',
  },
  'order_completed.email': {
    subject: 'Agizo {{reference}} limekamilika',
    body: `Habari {{name}},

Agizo {{reference}} limekamilika. Asante kwa kuchagua kazi za mikono za Kenya.

Umeipendaje? Maoni mafupi yanawasaidia wanunuzi wengine kuchagua:

{{review_lines}}

Tarehe ya agizo: {{order_date}}
Umelipa kwa: {{payment}}

{{order_lines}}

Kurudisha: bidhaa ambazo hazijatumika, zikiwa katika hali yake ya awali, zinarudishwa ndani ya siku 30.

{{help}}

Karibu tena,
{{shop_name}}`,
  },
  'order_cancelled.sms': {
    subject: '',
    body: '{{shop_name}}: agizo {{reference}} limeghairiwa. Hukulipishwa chochote. Nunua tena: {{shop_url}}',
  },
  'order_cancelled.email': {
    subject: 'Agizo {{reference}} limeghairiwa',
    body: `Habari {{name}},

Agizo {{reference}} limeghairiwa. Hukulipishwa chochote, na bidhaa zimerudishwa dukani ikiwa bado unazitaka.

Tarehe ya agizo: {{order_date}}

{{order_lines}}

[Nunua tena]({{shop_url}})

{{help}}

{{shop_name}}`,
  },
  'order_expired.sms': {
    subject: '',
    body: '{{shop_name}}: agizo {{reference}} halikulipiwa ndani ya {{payment_timeout}}, kwa hiyo tumeliondoa. Hukulipishwa chochote. Nunua tena: {{shop_url}}',
  },
  'order_expired.email': {
    subject: 'Agizo {{reference}} limeisha muda bila kulipiwa',
    body: `Habari {{name}},

Agizo {{reference}} halikulipiwa ndani ya {{payment_timeout}}, kwa hiyo tumeliondoa na kurudisha bidhaa dukani. Hukulipishwa chochote.

Tarehe ya agizo: {{order_date}}

{{order_lines}}

Unaweza kuziagiza tena:

[Nunua tena]({{shop_url}})

{{help}}

{{shop_name}}`,
  },
  'order_refunded.sms': {
    subject: '',
    body: '{{shop_name}}: tumekurudishia {{refund_amount}} za agizo {{reference}}. Zitafika kwenye M-Pesa au kadi yako ndani ya siku chache.',
  },
  'order_refunded.email': {
    subject: 'Pesa za agizo {{reference}} zimerudishwa: {{refund_amount}}',
    body: `Habari {{name}},

Tumekurudishia {{refund_amount}} za agizo {{reference}}. Zitafika kwenye M-Pesa au kadi yako ndani ya siku chache.

Tarehe ya agizo: {{order_date}}
Umelipa kwa: {{payment}}

{{order_lines}}

{{help}}

{{shop_name}}`,
  },
  'password_reset.email': {
    subject: 'Badilisha nenosiri lako la {{shop_name}}',
    body: `Habari {{name}},

Mtu (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya {{shop_name}}. Chagua jipya hapa:

{{reset_url}}

Kiungo kinatumika mara moja tu, kwa dakika {{minutes}}. Ikiwa hukuomba, puuza barua pepe hii: nenosiri lako linabaki lilivyo.

Jina lako la mtumiaji ni {{username}}: ingia kwa jina hilo, au kwa barua pepe hii, na nenosiri lako jipya.

{{shop_name}}`,
  },
  'password_reset.sms': {
    subject: '',
    body: '{{shop_name}}: msimbo wa kubadilisha nenosiri ni {{code}} (jina la mtumiaji {{username}}). Unatumika mara moja, kwa dakika {{minutes}}. Hukuomba? Puuza.',
  },
  'password_changed.email': {
    subject: 'Nenosiri lako la {{shop_name}} limebadilishwa',
    body: `Habari {{name}},

Nenosiri la akaunti yako ya {{shop_name}} limebadilishwa sasa hivi. Jina lako la mtumiaji ni {{username}}: ingia kwa jina hilo, au kwa barua pepe hii.

[Ingia]({{login_url}})

Ikiwa ni wewe, huna haja ya kufanya chochote. Ikiwa si wewe, chagua nenosiri jipya sasa: ukiliweka, kila mtu mwingine anatolewa kwenye akaunti, kwenye kila kifaa.

[Chagua nenosiri jipya]({{forgot_url}})

{{shop_name}}`,
  },
  'password_changed.sms': {
    subject: '',
    body: '{{shop_name}}: nenosiri la akaunti yako {{username}} limebadilishwa. Si wewe? Omba jipya sasa: {{forgot_url}}',
  },
  'newsletter_welcome.email': {
    subject: 'Karibu kwenye jarida la {{shop_name}}',
    body: `Karibu!

Asante kwa kujiandikisha kupokea jarida la {{shop_name}}. Tarajia mikoba, ponchos, skafu na pochi mpya kutoka kwa mafundi wetu, na ofa kwa wanaojiandikisha.

[Tembelea duka]({{shop_url}})

Umebadili nia? Jiondoe kwenye jarida kwa kubofya mara moja, bila kuingia kwenye akaunti:

[Jiondoe kwenye jarida]({{unsubscribe_url}})

{{shop_name}}`,
  },
  'account_exists.email': {
    subject: 'Mtu amejisajili {{shop_name}} kwa barua pepe yako',
    body: `Habari {{name}},

Mtu (labda wewe) amejaribu sasa hivi kufungua akaunti ya {{shop_name}} kwa barua pepe hii. Tayari ina akaunti, kwa hiyo hatukufungua nyingine.

Jina lako la mtumiaji ni {{username}}.

[Ingia]({{login_url}})

Umesahau nenosiri? [Omba jipya]({{forgot_url}})

Ikiwa si wewe, huna haja ya kufanya chochote: akaunti yako inabaki ilivyo.

{{shop_name}}`,
  },
};

const DEFAULTS: Record<Language, Partial<Record<TemplateKey, TemplateText>>> = { en: ENGLISH, sw: KISWAHILI };

/** The shop's default words of `key` in `language` (a staff message has only its English). */
export const defaultText = (key: TemplateKey, language: Language): TemplateText => DEFAULTS[language][key] ?? ENGLISH[key];
