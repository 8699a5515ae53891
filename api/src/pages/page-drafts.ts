import { firstRate } from '../delivery/first-rates';
import type { Language } from '../i18n/languages';
import { ksh, SHOP_NAME } from '../notifications/order-variables';
import type { ShopPageSlug } from './page-slugs';

/**
 * The first words of each policy page, seeded once for the owner to review and edit in the console
 * (Pages). Fees are the seeded delivery rates (delivery/first-rates.ts), so the first shipping page agrees
 * with what checkout charges until staff change a rate. Facts: SPEC.md section 9 and the contact page; the privacy page follows Kenya's Data
 * Protection Act, 2019.
 */
export interface PageDraft {
  title: string;
  body: string;
}

const CONTACT = {
  address: 'Kimathi Chambers 2nd Floor, Kimathi Street, Nairobi CBD',
  phone: '+254 712 345 678',
  phoneLink: 'tel:+254712345678',
  email: 'info@kenyancrafts.co.ke',
  support: 'support@kenyancrafts.co.ke',
};

const fee = (method: string, zone: string, language: Language) => ksh(firstRate(method, zone).baseFee, language);
const freeOver = (language: Language) => ksh(firstRate('rider', 'Nairobi').freeOver ?? 0, language);

const DRAFT_NOTE: Record<Language, string> = {
  en: '> Draft: the shop owner reviews this text before it is relied on.',
  sw: '> Rasimu: mmiliki wa duka anapitia maandishi haya kabla ya kuyategemea.',
};

const privacy: Record<Language, PageDraft> = {
  en: {
    title: 'Privacy Policy',
    body: `${DRAFT_NOTE.en}

${SHOP_NAME} ("we") sells handmade Kenyan bags, ponchos, scarves and wallets from ${CONTACT.address}. We are the data controller of the personal data you give us on this website, and we handle it as Kenya's Data Protection Act, 2019 requires.

## What we collect

- **Your account:** username, first and last name, e-mail address, phone number, profile picture if you add one, and your password (stored only as a one-way hash; nobody can read it).
- **Your orders:** the name, phone, e-mail and delivery address you give at checkout, the items, amounts, discount code and delivery method, and the order's history.
- **Your payments:** Pesapal takes the payment. We receive the payment method, the status and the confirmation code (for example the M-Pesa code). We never see your M-Pesa PIN or card number.
- **Messages you send us:** contact form messages, product reviews and newsletter sign-ups.
- **Technical data:** our server logs the address (IP) each request comes from, the page asked for and the time. Your browser keeps your sign-in, cart, wishlist and chosen language on your device. We use no advertising trackers.

## Why we use it

- To take, deliver and support your order and to send you its SMS and e-mail updates (the contract between us).
- To keep tax and accounting records (a legal duty).
- To keep the shop and your account safe, for example to stop password guessing (our legitimate interest).
- To send our newsletter, only if you subscribed (your consent, which you may withdraw at any time with the link in every newsletter).

## Who receives it

We share only what each needs to do its part, and we never sell personal data.

- **Pesapal** processes payments: your name, phone, e-mail and the amount.
- **Safaricom** (M-Pesa) and your bank or card company, when you pay with them through Pesapal.
- **Africa's Talking** sends our SMS: your phone number and the message.
- **The rider, Pickup Mtaani or the courier** who delivers your order: your name, phone and delivery address.
- Our e-mail and hosting providers, who store and send data on our behalf.
- Public authorities, when the law requires it.

Some of these providers may process data outside Kenya; where they do, we rely on the safeguards the Act requires.

## How long we keep it

- Orders and payment records: 7 years, as Kenyan tax law requires.
- Your account: until you ask us to delete it (orders stay, without the account, for the 7 years above).
- Contact messages: 2 years. Newsletter address: until you unsubscribe.
- Server logs: 30 days. Password reset links and codes: they stop working within an hour.

## Your rights

Under section 26 of the Act you may ask us:

- to tell you what data we hold about you, and for a **copy** of it;
- to **correct** data that is wrong;
- to **delete** data we no longer need to keep;
- to stop using it for a purpose you object to, such as the newsletter;
- to receive it in a portable form.

To ask, e-mail [${CONTACT.email}](mailto:${CONTACT.email}) or call [${CONTACT.phone}](${CONTACT.phoneLink}) from the e-mail or phone on your account. We answer within 7 days and may ask you to confirm who you are first. There is no charge.

## Complaints

If you are unhappy with how we handle your data, please tell us first. You may also complain to the Office of the Data Protection Commissioner: [www.odpc.go.ke](https://www.odpc.go.ke), [complaints@odpc.go.ke](mailto:complaints@odpc.go.ke).

## Changes

When this policy changes we update this page and its date.`,
  },
  sw: {
    title: 'Sera ya Faragha',
    body: `${DRAFT_NOTE.sw}

${SHOP_NAME} ("sisi") huuza mikoba, poncho, skafu na pochi zilizotengenezwa kwa mikono nchini Kenya, kutoka ${CONTACT.address}. Sisi ndio wadhibiti wa data binafsi unayotupa kwenye tovuti hii, na tunaishughulikia kama Sheria ya Ulinzi wa Data ya Kenya ya 2019 inavyotaka.

## Tunachokusanya

- **Akaunti yako:** jina la mtumiaji, jina la kwanza na la mwisho, barua pepe, nambari ya simu, picha ya wasifu ukiiweka, na nenosiri lako (huhifadhiwa kama hashi ya njia moja tu; hakuna anayeweza kulisoma).
- **Maagizo yako:** jina, simu, barua pepe na anwani ya kufikishiwa unazotoa wakati wa kulipa, bidhaa, kiasi, msimbo wa punguzo, njia ya kufikisha, na historia ya agizo.
- **Malipo yako:** Pesapal hupokea malipo. Sisi hupokea njia ya malipo, hali yake na msimbo wa uthibitisho (kwa mfano msimbo wa M-Pesa). Hatuoni kamwe PIN yako ya M-Pesa wala nambari ya kadi yako.
- **Ujumbe unaotutumia:** ujumbe wa fomu ya mawasiliano, maoni kuhusu bidhaa na usajili wa jarida.
- **Data ya kiufundi:** seva yetu huandika anwani (IP) ambayo kila ombi linatoka, ukurasa ulioombwa na saa. Kivinjari chako huhifadhi kuingia kwako, kikapu, orodha ya matamanio na lugha uliyochagua kwenye kifaa chako. Hatutumii vifuatiliaji vya matangazo.

## Kwa nini tunaitumia

- Kupokea, kufikisha na kuhudumia agizo lako, na kukutumia taarifa zake kwa SMS na barua pepe (mkataba kati yetu).
- Kuweka kumbukumbu za kodi na hesabu (wajibu wa kisheria).
- Kulinda duka na akaunti yako, kwa mfano kuzuia kubahatisha nenosiri (maslahi yetu halali).
- Kutuma jarida letu, ikiwa tu ulijisajili (ridhaa yako, ambayo unaweza kuiondoa wakati wowote kwa kiungo kilicho katika kila jarida).

## Nani huipokea

Tunashiriki tu kile ambacho kila mmoja anahitaji kufanya kazi yake, na kamwe hatuuzi data binafsi.

- **Pesapal** hushughulikia malipo: jina lako, simu, barua pepe na kiasi.
- **Safaricom** (M-Pesa) na benki au kampuni ya kadi yako, unapolipa kupitia Pesapal.
- **Africa's Talking** hutuma SMS zetu: nambari yako ya simu na ujumbe.
- **Boda, Pickup Mtaani au courier** anayefikisha agizo lako: jina lako, simu na anwani ya kufikishiwa.
- Watoa huduma wetu wa barua pepe na seva, wanaohifadhi na kutuma data kwa niaba yetu.
- Mamlaka za umma, sheria inapotaka hivyo.

Baadhi ya watoa huduma hawa wanaweza kushughulikia data nje ya Kenya; wanapofanya hivyo, tunategemea kinga ambazo Sheria inataka.

## Tunaihifadhi kwa muda gani

- Oda na kumbukumbu za malipo: miaka 7, kama sheria ya kodi ya Kenya inavyotaka.
- Akaunti yako: hadi utuombe tuifute (maagizo hubaki, bila akaunti, kwa miaka 7 iliyotajwa).
- Ujumbe wa mawasiliano: miaka 2. Anwani ya jarida: hadi ujiondoe.
- Kumbukumbu za seva: siku 30. Viungo na misimbo ya kubadilisha nenosiri: huacha kufanya kazi ndani ya saa moja.

## Haki zako

Chini ya kifungu cha 26 cha Sheria unaweza kutuomba:

- tukueleze data tuliyo nayo kukuhusu, na **nakala** yake;
- **tusahihishe** data isiyo sahihi;
- **tufute** data ambayo hatuhitaji tena kuihifadhi;
- tuache kuitumia kwa kusudi unalolipinga, kama jarida;
- tukupe data hiyo katika muundo unaoweza kuhamishwa.

Kuomba, tuma barua pepe kwa [${CONTACT.email}](mailto:${CONTACT.email}) au piga simu [${CONTACT.phone}](${CONTACT.phoneLink}) kutoka kwa barua pepe au simu iliyo kwenye akaunti yako. Tunajibu ndani ya siku 7 na tunaweza kukuomba uthibitishe wewe ni nani kwanza. Hakuna malipo.

## Malalamiko

Ikiwa huridhiki na jinsi tunavyoshughulikia data yako, tafadhali tuambie kwanza. Unaweza pia kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data: [www.odpc.go.ke](https://www.odpc.go.ke), [complaints@odpc.go.ke](mailto:complaints@odpc.go.ke).

## Mabadiliko

Sera hii ikibadilika tunasasisha ukurasa huu na tarehe yake.`,
  },
};

const terms: Record<Language, PageDraft> = {
  en: {
    title: 'Terms of Sale',
    body: `${DRAFT_NOTE.en}

These terms apply to every order placed with ${SHOP_NAME}, ${CONTACT.address}. They do not take away any right you have under Kenya's Consumer Protection Act, 2012.

## Products

Our products are handmade, so colours, weave and size may differ slightly from the photos and from one piece to the next. That is part of their character, not a fault.

## Prices and payment

- Prices are in Kenya shillings (KSh). The delivery fee is shown at checkout before you pay; see [Shipping and Delivery](/shipping).
- You pay through Pesapal, by M-Pesa, Airtel Money or card. Your order is confirmed once the payment is confirmed.
- An order that is not paid within 30 minutes is cancelled and its items go back on sale.
- A discount code gives the discount it states, one code per order, and cannot be exchanged for cash.

## Stock

Placing an order holds its items for you while you pay. If an item turns out to be unavailable after you paid, we tell you at once and refund it in full.

## Delivery and collection

We deliver or hold your order for collection as described in [Shipping and Delivery](/shipping). Please check the parcel when you receive it.

## Returns and refunds

See our [Returns Policy](/returns): unused items in their original condition may come back within 30 days. Refunds go back the way you paid.

## Your account

Keep your password to yourself. Tell us at once if you think someone else has used your account.

## Your data

How we use your personal data is set out in our [Privacy Policy](/privacy).

## Law and disputes

These terms are governed by the laws of Kenya. If something goes wrong, contact us first at [${CONTACT.support}](mailto:${CONTACT.support}) or [${CONTACT.phone}](${CONTACT.phoneLink}); we answer within 24 hours and will try to put it right.`,
  },
  sw: {
    title: 'Masharti ya Mauzo',
    body: `${DRAFT_NOTE.sw}

Masharti haya yanahusu kila agizo linalowekwa kwa ${SHOP_NAME}, ${CONTACT.address}. Hayaondoi haki yoyote uliyo nayo chini ya Sheria ya Kulinda Watumiaji ya Kenya ya 2012.

## Bidhaa

Bidhaa zetu zimetengenezwa kwa mikono, kwa hivyo rangi, ufumaji na ukubwa vinaweza kutofautiana kidogo na picha na kati ya kipande kimoja na kingine. Hiyo ni sehemu ya upekee wake, si kasoro.

## Bei na malipo

- Bei ziko kwa shilingi za Kenya (KSh). Ada ya kufikisha huonyeshwa wakati wa kulipa kabla hujalipa; tazama [Usafirishaji na Ufikishaji](/sw/shipping).
- Unalipa kupitia Pesapal, kwa M-Pesa, Airtel Money au kadi. Oda yako inathibitishwa malipo yakishathibitishwa.
- Oda isiyolipwa ndani ya dakika 30 hufutwa na bidhaa zake hurudi sokoni.
- Msimbo wa punguzo hutoa punguzo lililotajwa, msimbo mmoja kwa kila agizo, na hauwezi kubadilishwa kuwa pesa taslimu.

## Bidhaa zilizopo

Kuweka agizo hukuwekea bidhaa zake wakati unalipa. Ikibainika kuwa bidhaa haipatikani baada ya kulipa, tunakujulisha mara moja na kukurudishia pesa zote.

## Kufikisha na kuchukua

Tunafikisha agizo lako au kulihifadhi ulichukue kama ilivyoelezwa katika [Usafirishaji na Ufikishaji](/sw/shipping). Tafadhali kagua kifurushi unapokipokea.

## Kurudisha na kurejesha pesa

Tazama [Sera ya Kurudisha Bidhaa](/sw/returns): bidhaa ambazo hazijatumika zikiwa katika hali yake ya awali zinaweza kurudishwa ndani ya siku 30. Pesa hurejeshwa kwa njia uliyolipa.

## Akaunti yako

Usimpe mtu mwingine nenosiri lako. Tuambie mara moja ukidhani mtu mwingine ametumia akaunti yako.

## Data yako

Jinsi tunavyotumia data yako binafsi imeelezwa katika [Sera ya Faragha](/sw/privacy).

## Sheria na migogoro

Masharti haya yanaongozwa na sheria za Kenya. Kukitokea tatizo, wasiliana nasi kwanza kupitia [${CONTACT.support}](mailto:${CONTACT.support}) au [${CONTACT.phone}](${CONTACT.phoneLink}); tunajibu ndani ya saa 24 na tutajaribu kulitatua.`,
  },
};

const shipping = (language: Language): PageDraft =>
  language === 'en'
    ? {
        title: 'Shipping and Delivery',
        body: `${DRAFT_NOTE.en}

You choose your county and how your order reaches you at checkout. The fee depends on the county and the parcel's weight; it is worked out by our server and shown before you pay.

## Ways to get your order

| Method | Where | Fee | Usually |
| --- | --- | --- | --- |
| Pick up in store | ${CONTACT.address} | Free | Ready the next working day |
| Rider delivery | Around Nairobi, to your door | ${fee('rider', 'Nairobi', 'en')}, free above ${freeOver('en')} | 1-2 working days |
| Pickup Mtaani | A Pickup Mtaani agent near you, in and around Nairobi | from ${fee('mtaani', 'Nairobi', 'en')}, free above ${freeOver('en')} | 1-3 working days |
| Courier | Towns outside Nairobi | from ${fee('courier', 'Major towns', 'en')}, more for heavier parcels | 2-5 working days |

## Free delivery

Rider delivery and Pickup Mtaani are free when your goods come to more than ${freeOver('en')} **after any discount**. The courier fee outside Nairobi always applies.

## Collecting from the shop

We send you an SMS when your order is ready to collect. Bring your order reference (it starts with KC-). Opening hours: Monday to Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-4:00 PM, closed on Sunday.

## Following your order

Each step comes to you by SMS and e-mail. You can also [track your order](/track) with its reference and your phone or e-mail. The courier's tracking number, when there is one, is in your shipped message.

## Problems with a delivery

If a parcel is late, damaged or incomplete, call [${CONTACT.phone}](${CONTACT.phoneLink}) or e-mail [${CONTACT.support}](mailto:${CONTACT.support}) with your order reference. We pass your name, phone and address only to the rider, agent or courier who delivers your order (see our [Privacy Policy](/privacy)).`,
      }
    : {
        title: 'Usafirishaji na Ufikishaji',
        body: `${DRAFT_NOTE.sw}

Unachagua kaunti yako na jinsi agizo lako litakavyokufikia wakati wa kulipa. Ada inategemea kaunti na uzito wa kifurushi; huhesabiwa na seva yetu na huonyeshwa kabla hujalipa.

## Njia za kupata agizo lako

| Njia | Wapi | Ada | Kwa kawaida |
| --- | --- | --- | --- |
| Kuchukua dukani | ${CONTACT.address} | Bure | Tayari siku ya kazi inayofuata |
| Boda | Ndani ya Nairobi, hadi mlangoni | ${fee('rider', 'Nairobi', 'sw')}, bure zaidi ya ${freeOver('sw')} | Siku 1-2 za kazi |
| Pickup Mtaani | Wakala wa Pickup Mtaani karibu nawe, Nairobi na karibu nayo | kuanzia ${fee('mtaani', 'Nairobi', 'sw')}, bure zaidi ya ${freeOver('sw')} | Siku 1-3 za kazi |
| Courier | Miji nje ya Nairobi | kuanzia ${fee('courier', 'Major towns', 'sw')}, zaidi kwa kifurushi kizito | Siku 2-5 za kazi |

## Kufikisha bure

Boda na Pickup Mtaani ni bure bidhaa zako zikizidi ${freeOver('sw')} **baada ya punguzo lolote**. Ada ya courier nje ya Nairobi hulipwa kila mara.

## Kuchukua dukani

Tunakutumia SMS agizo lako likiwa tayari kuchukuliwa. Leta namba ya agizo lako (huanza na KC-). Saa za kazi: Jumatatu hadi Ijumaa saa 3 asubuhi hadi saa 12 jioni, Jumamosi saa 4 asubuhi hadi saa 10 jioni, Jumapili tumefunga.

## Kufuatilia agizo lako

Kila hatua inakufikia kwa SMS na barua pepe. Unaweza pia [kufuatilia agizo lako](/sw/track) kwa namba yake na simu au barua pepe yako. Nambari ya ufuatiliaji ya courier, ikiwepo, iko katika ujumbe wa agizo kutumwa.

## Matatizo ya ufikishaji

Kifurushi kikichelewa, kikiharibika au kikikosa kitu, piga [${CONTACT.phone}](${CONTACT.phoneLink}) au tuma barua pepe kwa [${CONTACT.support}](mailto:${CONTACT.support}) ukitaja namba ya agizo. Tunampa jina lako, simu na anwani yule tu anayefikisha agizo lako (tazama [Sera ya Faragha](/sw/privacy)).`,
      };

const returns: Record<Language, PageDraft> = {
  en: {
    title: 'Returns Policy',
    body: `${DRAFT_NOTE.en}

We want you to love what you bought. If you do not, unused items in their original condition can come back within 30 days.

## What can come back

- Items returned within **30 days** of delivery or collection.
- Unused, unwashed and in their original condition, with any tags.
- Custom-made or personalised items cannot be returned unless they are faulty.

## How to return

1. Call [${CONTACT.phone}](${CONTACT.phoneLink}) or e-mail [${CONTACT.support}](mailto:${CONTACT.support}) with your order reference (it starts with KC-) and what you would like to return.
2. Bring the item to the shop at ${CONTACT.address}, or send it back by rider, Pickup Mtaani or courier. We tell you which suits your order.
3. We check the item and confirm your refund within 2 working days of receiving it.

## Refunds

- Refunds go back the way you paid, through Pesapal (M-Pesa, Airtel Money or card). M-Pesa refunds usually arrive within 3 working days; card refunds can take up to 14 days.
- We refund the price you paid for the returned items, after any discount.
- If the item is faulty or not what you ordered, we also refund the delivery fee and pay for sending it back. Otherwise the cost of sending it back is yours.

## Faulty items

Handmade pieces vary a little, but a fault is a fault. Tell us within 30 days and we repair, replace or refund it, as you prefer.

Your rights under Kenya's Consumer Protection Act, 2012 are not affected.`,
  },
  sw: {
    title: 'Sera ya Kurudisha Bidhaa',
    body: `${DRAFT_NOTE.sw}

Tunataka upende ulichonunua. Usipokipenda, bidhaa ambazo hazijatumika zikiwa katika hali yake ya awali zinaweza kurudishwa ndani ya siku 30.

## Kinachoweza kurudishwa

- Bidhaa zinazorudishwa ndani ya **siku 30** tangu kufikishwa au kuchukuliwa.
- Ambazo hazijatumika wala kufuliwa, zikiwa katika hali yake ya awali, pamoja na lebo zake.
- Bidhaa zilizotengenezwa kwa agizo maalum au kuwekewa jina haziwezi kurudishwa isipokuwa zina kasoro.

## Jinsi ya kurudisha

1. Piga [${CONTACT.phone}](${CONTACT.phoneLink}) au tuma barua pepe kwa [${CONTACT.support}](mailto:${CONTACT.support}) ukitaja namba ya agizo (huanza na KC-) na unachotaka kurudisha.
2. Leta bidhaa dukani ${CONTACT.address}, au itume kwa boda, Pickup Mtaani au courier. Tutakueleza njia inayofaa agizo lako.
3. Tunakagua bidhaa na kuthibitisha kurejeshewa pesa ndani ya siku 2 za kazi baada ya kuipokea.

## Kurejesha pesa

- Pesa hurejeshwa kwa njia uliyolipa, kupitia Pesapal (M-Pesa, Airtel Money au kadi). Pesa za M-Pesa kwa kawaida hufika ndani ya siku 3 za kazi; za kadi zinaweza kuchukua hadi siku 14.
- Tunarejesha bei uliyolipa kwa bidhaa zilizorudishwa, baada ya punguzo lolote.
- Bidhaa ikiwa na kasoro au si uliyoagiza, tunarejesha pia ada ya kufikisha na kulipia kuirudisha. Vinginevyo gharama ya kuirudisha ni yako.

## Bidhaa zenye kasoro

Vipande vya mikono hutofautiana kidogo, lakini kasoro ni kasoro. Tuambie ndani ya siku 30 nasi tutaitengeneza, kuibadilisha au kukurudishia pesa, upendavyo.

Haki zako chini ya Sheria ya Kulinda Watumiaji ya Kenya ya 2012 hazibadiliki.`,
  },
};

/** The draft of each page in each language. */
export function pageDraft(slug: ShopPageSlug, language: Language): PageDraft {
  switch (slug) {
    case 'privacy':
      return privacy[language];
    case 'terms':
      return terms[language];
    case 'shipping':
      return shipping(language);
    case 'returns':
      return returns[language];
  }
}
