/**
 * The Kiswahili of every customer-facing message the API answers (issue 21), keyed by its English text.
 * A `{name}` stands for a value the English is built with (a product, a number, a date): it is carried
 * over as it is, except the few words below (order states, review fields) that have Kiswahili of their own
 * and dates, which are written in sw-KE.
 * Words as in the storefront's glossary: kikapu (cart), agizo (order), malipo (payment), usafirishaji
 * (delivery), msimbo wa punguzo (discount code), maoni (review), bidhaa (goods).
 */
export const KISWAHILI: Record<string, string> = {
  // Cart
  'Cart item not found.': 'Samahani, bidhaa hii haipo kwenye kikapu chako.',
  'This product variant is not available.': 'Samahani, aina hii ya bidhaa haipatikani.',
  'This product is no longer available; remove it from your cart.': 'Samahani, bidhaa hii haipatikani tena; iondoe kwenye kikapu chako.',
  '{product} is no longer available.': 'Samahani, {product} haipatikani tena.',
  'A product in your cart is no longer available.': 'Samahani, bidhaa moja kwenye kikapu chako haipatikani tena.',
  'A product in your cart is no longer available; remove it from your cart.': 'Samahani, bidhaa moja kwenye kikapu chako haipatikani tena; iondoe.',
  '{product} is no longer available; remove it from your cart.': 'Samahani, {product} haipatikani tena; iondoe kwenye kikapu chako.',
  '{product} is out of stock.': 'Samahani, {product} imekwisha.',
  'Only {stock} left of {product}.': 'Samahani, zimebaki {stock} tu za {product}.',
  'Only {stock} left of {product}. You already have {count} in your cart.': 'Samahani, zimebaki {stock} tu za {product}. Tayari una {count} kwenye kikapu chako.',
  'The stock changed meanwhile; reload and try again.': 'Samahani, idadi iliyopo imebadilika sasa hivi; pakia upya ujaribu tena.',
  'Add something to your cart before applying a code.': 'Weka bidhaa kwenye kikapu kabla ya kutumia msimbo wa punguzo.',
  'Give a variant id.': 'Taja aina ya bidhaa.',
  'Quantity must be a whole number.': 'Idadi lazima iwe namba kamili.',
  'Quantity must be at least 1.': 'Idadi lazima iwe angalau 1.',
  'Quantity is too large.': 'Idadi ni kubwa mno.',
  'Send the guest lines as a list.': 'Tuma bidhaa za kikapu kama orodha.',
  'Send at most {count} lines.': 'Tuma bidhaa zisizozidi {count}.',

  // Checkout
  'Your cart is empty.': 'Samahani, kikapu chako hakina kitu.',
  'Not enough stock for {product}: {stock} left.': 'Samahani, bidhaa zilizopo za {product} hazitoshi: zimebaki {stock}.',
  'An order can total at most KSh {limit}. For a bigger order, ask us for a wholesale quote.':
    'Agizo moja haliwezi kuzidi KSh {limit}. Kwa agizo kubwa zaidi, tuombe bei ya jumla.',
  'Enter a Kenyan mobile number such as 0712345678.': 'Weka namba ya simu ya Kenya, kama 0712345678.',
  'The delivery address is too long ({count} characters at most).': 'Anwani ya usafirishaji ni ndefu mno (herufi {count} zisizidi).',
  'Please provide your delivery address.': 'Tafadhali weka anwani yako ya usafirishaji.',
  'Enter a valid e-mail address.': 'Weka anwani sahihi ya barua pepe.',
  'Please provide your phone number.': 'Tafadhali weka namba yako ya simu.',
  'An address cannot contain a web address.': 'Anwani haiwezi kuwa na kiungo cha tovuti.',
  'A name cannot contain a web address.': 'Jina haliwezi kuwa na kiungo cha tovuti.',
  'Choose a delivery method.': 'Chagua njia ya usafirishaji.',
  'Please choose your county.': 'Tafadhali chagua kaunti yako.',
  'Please choose your county from the list.': 'Tafadhali chagua kaunti yako kutoka kwenye orodha.',
  'Please enter your town or area.': 'Tafadhali weka mji au eneo lako.',
  'The town is too long (100 characters at most).': 'Jina la mji ni refu mno (herufi 100 zisizidi).',
  'The notes are too long (300 characters at most).': 'Maelezo ni marefu mno (herufi 300 zisizidi).',
  'Choose a pickup point from the list.': 'Chagua mahali pa kuchukua kutoka kwenye orodha.',
  'There is no county with code {code}.': 'Hakuna kaunti yenye namba {code}.',
  'There is no delivery method "{code}".': 'Hakuna njia ya usafirishaji "{code}".',
  '{method} is not available at the moment: choose another delivery method.': '{method} haipatikani kwa sasa: chagua njia nyingine ya usafirishaji.',
  '{method} is not offered in {county}: choose another delivery method.': '{method} haipatikani {county}: chagua njia nyingine ya usafirishaji.',
  '{method} needs at least {amount} of goods.': '{method} inahitaji bidhaa za angalau {amount}.',
  'Please choose where you will collect your order.': 'Tafadhali chagua mahali utakapochukua agizo lako.',
  'There is no such pickup point for {method}.': 'Hakuna mahali kama hapo pa kuchukua kwa {method}.',
  '{point} is closed: choose another pickup point.': '{point} pamefungwa: chagua mahali pengine pa kuchukua.',
  '{point} is not in {county}: choose a pickup point there.': '{point} haiko {county}: chagua mahali pa kuchukua huko.',
  'We do not deliver to {county} yet.': 'Samahani, bado hatusafirishi hadi {county}.',
  'Choose your county.': 'Chagua kaunti yako.',
  'Choose a county from the list (a code such as KE-30).': 'Chagua kaunti kutoka kwenye orodha (namba kama KE-30).',
  'Give the weight in whole grams.': 'Weka uzito kwa gramu kamili.',
  'The weight cannot be negative.': 'Uzito hauwezi kuwa chini ya sifuri.',
  'The weight can be at most {grams} grams.': 'Uzito usizidi gramu {grams}.',
  'Give the goods total in KSh, with weight_grams.': 'Weka jumla ya bidhaa kwa KSh, pamoja na weight_grams.',
  'The goods total cannot be negative.': 'Jumla ya bidhaa haiwezi kuwa chini ya sifuri.',
  'The goods total can be at most KSh {amount}.': 'Jumla ya bidhaa isizidi KSh {amount}.',
  'This Idempotency-Key was used for another checkout; send a new key for a new checkout.':
    'Idempotency-Key hii ilitumika kwa malipo mengine; tuma ufunguo mpya kwa agizo jipya.',
  'Send 1 to 255 visible ASCII characters, such as a UUID.': 'Tuma herufi za ASCII zinazoonekana, kati ya 1 na 255, kama UUID.',

  // Payment
  'The payment service is not available right now. Please try again in a moment.': 'Samahani, huduma ya malipo haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'This order is {status} and cannot be paid.': 'Samahani, agizo hili {status}, kwa hiyo haliwezi kulipiwa.',
  'Card payments are not available: please pay another way.': 'Samahani, malipo kwa kadi hayapatikani: tafadhali lipa kwa njia nyingine.',
  'M-Pesa prompts are not available: please pay another way.': 'Samahani, ombi la M-Pesa halipatikani: tafadhali lipa kwa njia nyingine.',
  'Enter a Safaricom number, e.g. 0712 345 678.': 'Weka namba ya Safaricom, kwa mfano 0712 345 678.',
  'M-Pesa takes whole shillings only: please pay this order another way.': 'M-Pesa hupokea shilingi kamili tu: tafadhali lipia agizo hili kwa njia nyingine.',
  'M-Pesa did not confirm the prompt. If it reaches your phone, enter your PIN; if not, try again in a few minutes, or pay another way.':
    'M-Pesa haikuthibitisha ombi. Likifika, weka PIN yako; la sivyo jaribu tena baada ya dakika chache, au lipa kwa njia nyingine.',
  'M-Pesa could not send the prompt right now. Please try again in a moment, or pay another way.':
    'M-Pesa haikuweza kutuma ombi sasa hivi. Jaribu tena baada ya muda mfupi, au lipa kwa njia nyingine.',
  'The payment service could not be reached, so nothing was changed. Please try again in a moment.':
    'Samahani, hatukuweza kufikia huduma ya malipo, kwa hiyo hakuna kilichobadilika. Tafadhali jaribu tena baada ya muda mfupi.',
  'This order is {status} and can no longer be cancelled.': 'Samahani, agizo hili {status}, kwa hiyo haliwezi kughairiwa tena.',
  'The order was not cancelled: it is {status} now.': 'Agizo halikughairiwa: sasa {status}.',
  'The order was not cancelled: it is {status} now (its payment completed a moment ago).': 'Agizo halikughairiwa: sasa {status} (malipo yake yamekamilika punde tu).',

  // Orders and tracking
  'Order not found.': 'Samahani, agizo hili halipatikani.',
  'We could not find an order with that reference and contact.': 'Samahani, hatukupata agizo lenye namba hiyo na mawasiliano hayo.',
  'This field is required.': 'Sehemu hii inahitajika.',
  'Use at most {count} characters.': 'Tumia herufi zisizozidi {count}.',

  // Accounts, sign-in and password reset
  'Successfully logged out.': 'Umetoka kwenye akaunti yako.',
  'Your password has been changed.': 'Nenosiri lako limebadilishwa.',
  'Invalid username or password.': 'Samahani, jina la mtumiaji au nenosiri si sahihi.',
  'Your current password is not correct.': 'Nenosiri lako la sasa si sahihi.',
  'Authentication credentials were not provided or are invalid.': 'Tafadhali ingia kwenye akaunti yako kwanza.',
  'Invalid or expired token.': 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena.',
  'Your password was changed. Please log in again.': 'Nenosiri lako lilibadilishwa. Tafadhali ingia tena.',
  'This password is too short. It must contain at least {count} characters.': 'Nenosiri hili ni fupi mno. Lazima liwe na angalau herufi {count}.',
  'This password is too easy to guess.': 'Nenosiri hili ni rahisi mno kukisia.',
  'Use 3-150 letters, digits and @ . + - _ only.': 'Tumia herufi, tarakimu na @ . + - _ pekee, kati ya 3 na 150.',
  'Enter a valid email address.': 'Weka anwani sahihi ya barua pepe.',
  'Enter a valid phone number.': 'Weka namba sahihi ya simu.',
  'Enter a phone number.': 'Weka namba ya simu.',
  'Enter the 6-digit code from the SMS.': 'Weka msimbo wa tarakimu 6 uliotumwa kwa SMS.',
  'A user with that username already exists.': 'Samahani, jina hilo la mtumiaji tayari linatumika.',
  'A user with that email already exists.': 'Samahani, barua pepe hiyo tayari inatumika.',
  'Thank you for signing up. Log in with your username and password; if this e-mail already had an account, we have written to it instead.':
    'Asante kwa kujisajili. Ingia kwa jina lako la mtumiaji na nenosiri; ikiwa barua pepe hii tayari ilikuwa na akaunti, tumeiandikia badala yake.',
  'If an account matches, we have sent it a reset link by e-mail and, if it has a phone, a code by SMS.':
    'Ikiwa akaunti inalingana, tumeitumia kiungo cha kubadilisha nenosiri kwa barua pepe na, ikiwa ina simu, msimbo kwa SMS.',
  'This reset link has expired or was already used. Ask for a new one.': 'Samahani, kiungo hiki kimekwisha muda au kimeshatumika. Omba kingine.',
  'This code is wrong, has expired or was already used. Check the SMS or ask for a new one.':
    'Samahani, msimbo huu si sahihi, umekwisha muda au umeshatumika. Angalia SMS au omba mwingine.',
  'Too many login attempts. Please wait a minute and try again.': 'Umejaribu kuingia mara nyingi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'Too many reset requests. Please wait a minute and try again.': 'Maombi mengi mno ya kubadilisha nenosiri. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'Too many tries. Please wait a minute and try again.': 'Umejaribu mara nyingi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'Too many orders placed or cancelled recently. Please wait a while and try again.': 'Maagizo mengi mno yamewekwa au kughairiwa hivi karibuni. Tafadhali subiri kwa muda kisha ujaribu tena.',
  'Too many M-Pesa prompts sent recently. Please wait a while, or pay another way.': 'Maombi mengi mno ya M-Pesa yametumwa hivi karibuni. Tafadhali subiri kwa muda, au ulipe kwa njia nyingine.',
  'Too many requests from your address. Please wait a few minutes and try again.': 'Maombi mengi mno kutoka kwako. Tafadhali subiri dakika chache kisha ujaribu tena.',
  'Choose English (en) or Kiswahili (sw).': 'Chagua Kiingereza (en) au Kiswahili (sw).',

  // Discount codes
  'Enter a discount code.': 'Weka msimbo wa punguzo.',
  'This code is not valid.': 'Samahani, msimbo huu si sahihi.',
  'This code is not valid yet: it starts on {date}.': 'Msimbo huu bado haujaanza kutumika: unaanza {date}.',
  'This code has expired.': 'Samahani, muda wa msimbo huu umekwisha.',
  'This code has been used up.': 'Samahani, msimbo huu umeshatumika wote.',
  'You have already used this code.': 'Tayari umeshatumia msimbo huu.',
  'This code is not for the goods in your cart.': 'Samahani, msimbo huu hauhusu bidhaa zilizo kwenye kikapu chako.',
  'This code needs at least {amount} of goods.': 'Msimbo huu unahitaji bidhaa za angalau {amount}.',
  'This code needs at least {amount} of the goods it is for.': 'Msimbo huu unahitaji bidhaa unazohusu za angalau {amount}.',
  'Too many codes tried. Please wait a few minutes and try again.': 'Umejaribu misimbo mingi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',

  // Reviews
  'Only customers who received this product can review it.': 'Samahani, ni wateja waliopokea bidhaa hii pekee wanaoweza kutoa maoni.',
  'You can review this product once your order has been delivered.': 'Utaweza kutoa maoni kuhusu bidhaa hii agizo lako likishafika.',
  'You have already reviewed this product. Edit your review instead.': 'Tayari umetoa maoni kuhusu bidhaa hii. Badilisha maoni yako badala yake.',
  'Use at most {count} links.': 'Tumia viungo visivyozidi {count}.',
  'Product not found.': 'Samahani, bidhaa hii haipatikani.',
  'Review not found.': 'Samahani, maoni haya hayapatikani.',
  'Give a rating from 1 to 5 stars.': 'Toa nyota kati ya 1 na 5.',
  'Write the {field} as text.': 'Andika {field} kwa maneno.',

  // Address book
  'Choose the county of this address.': 'Chagua kaunti ya anwani hii.',
  'Choose the county of this address from the list.': 'Chagua kaunti ya anwani hii kutoka kwenye orodha.',
  'Give the town or area.': 'Weka mji au eneo.',
  'The town or area is too long (100 characters at most).': 'Jina la mji au eneo ni refu mno (herufi 100 zisizidi).',
  'Give the street, building or landmark.': 'Weka mtaa, jengo au alama ya karibu.',
  'The street, building or landmark is too long (500 characters at most).': 'Maelezo ya mtaa, jengo au alama ni marefu mno (herufi 500 zisizidi).',
  'The notes for the rider are too long (300 characters at most).': 'Maelezo kwa mpelekaji ni marefu mno (herufi 300 zisizidi).',
  'The label is too long (60 characters at most).': 'Jina la anwani ni refu mno (herufi 60 zisizidi).',
  'Give the label as text.': 'Weka jina la anwani kama maandishi.',
  'Give the notes as text.': 'Weka maelezo kama maandishi.',
  'Send whatsapp_updates as true or false.': 'Tuma whatsapp_updates kama true au false.',
  'Send is_default as true or false.': 'Tuma is_default kama true au false.',
  'You can save at most {count} addresses: delete one first.': 'Unaweza kuhifadhi anwani zisizozidi {count}: futa moja kwanza.',
  'Address not found.': 'Samahani, anwani hii haipatikani.',

  // Contact and newsletter
  'Choose one of: {choices}.': 'Chagua mojawapo ya: {choices}.',
  'Thanks for subscribing! Look out for our next newsletter.': 'Asante kwa kujiandikisha! Subiri jarida letu lijalo.',
  'This email is already subscribed.': 'Barua pepe hii tayari imejiandikisha kupokea jarida.',
  'This unsubscribe link is not valid. Use the link in your latest newsletter e-mail.': 'Samahani, kiungo hiki cha kujiondoa si sahihi. Tumia kiungo kilicho kwenye jarida lako la hivi karibuni.',

  // Anywhere
  'This field may not be null.': 'Sehemu hii haiwezi kuachwa tupu.',
  'Remove the NUL character (\\u0000): text may not contain it.': 'Ondoa herufi ya NUL (\\u0000): maandishi hayawezi kuwa nayo.',
  'The file is too large: the limit is {size} MB.': 'Faili ni kubwa mno: kikomo ni MB {size}.',
  'The picture store did not answer, so nothing was saved. Please try again in a minute.': 'Hifadhi ya picha haikujibu, kwa hiyo hakuna kilichohifadhiwa. Tafadhali jaribu tena baada ya dakika moja.',
  'This record already exists.': 'Tayari ipo.',
  'Something went wrong on our side. Please try again.': 'Samahani, kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  'Not found.': 'Haipatikani.',

  // Words inside messages: order states (`This order is {status}…`) and review fields.
  pending: 'linasubiri malipo',
  'payment review': 'linakaguliwa malipo yake',
  paid: 'limelipwa',
  'ready for collection': 'liko tayari kuchukuliwa',
  shipped: 'limetumwa',
  completed: 'limekamilika',
  cancelled: 'limeghairiwa',
  failed: 'halikufaulu',
  'refund due': 'linasubiri kurudishiwa pesa',
  'refund requested': 'limeombewa kurudishiwa pesa',
  refunded: 'pesa zake zimerudishwa',
  title: 'kichwa',
  review: 'maoni',
};
