import { translations } from '@zxcvbn-ts/language-en';

type Feedback = typeof translations;

/** zxcvbn's reasons a password is weak (auth/password-policy.ts), in Kiswahili, by the library's own keys. */
const WARNINGS: Record<keyof Feedback['warnings'], string> = {
  straightRow: 'Mistari iliyonyooka ya vitufe vya kibodi ni rahisi kukisia.',
  keyPattern: 'Mipangilio mifupi ya vitufe vya kibodi ni rahisi kukisia.',
  simpleRepeat: 'Herufi zinazorudiwa kama "aaa" ni rahisi kukisia.',
  extendedRepeat: 'Mfuatano wa herufi unaorudiwa kama "abcabcabc" ni rahisi kukisia.',
  sequences: 'Mfuatano wa kawaida wa herufi kama "abc" ni rahisi kukisia.',
  recentYears: 'Miaka ya karibuni ni rahisi kukisia.',
  dates: 'Tarehe ni rahisi kukisia.',
  topTen: 'Hili ni nenosiri linalotumiwa sana mno.',
  topHundred: 'Hili ni nenosiri linalotumiwa mara nyingi.',
  common: 'Hili ni nenosiri linalotumiwa na watu wengi.',
  similarToCommon: 'Hili linafanana na nenosiri linalotumiwa na watu wengi.',
  wordByItself: 'Neno moja peke yake ni rahisi kukisia.',
  namesByThemselves: 'Jina moja au jina la ukoo peke yake ni rahisi kukisia.',
  commonNames: 'Majina na majina ya ukoo ya kawaida ni rahisi kukisia.',
  userInputs: 'Nenosiri lisiwe na taarifa zako binafsi au za ukurasa huu.',
  pwned: 'Nenosiri hili limevuja mtandaoni katika uvujaji wa data.',
};

const SUGGESTIONS: Record<keyof Feedback['suggestions'], string> = {
  l33t: "Epuka kubadilisha herufi kwa njia inayotabirika, kama '@' badala ya 'a'.",
  reverseWords: 'Epuka maneno ya kawaida yaliyoandikwa kinyume.',
  allUppercase: 'Tumia herufi kubwa kwa baadhi ya herufi, si zote.',
  capitalization: 'Tumia herufi kubwa zaidi ya ile ya kwanza.',
  dates: 'Epuka tarehe na miaka inayohusiana nawe.',
  recentYears: 'Epuka miaka ya karibuni.',
  associatedYears: 'Epuka miaka inayohusiana nawe.',
  sequences: 'Epuka mfuatano wa kawaida wa herufi.',
  repeated: 'Epuka maneno na herufi zinazorudiwa.',
  longerKeyboardPattern: 'Tumia mipangilio mirefu ya kibodi na ubadilishe mwelekeo wa kuandika mara kadhaa.',
  anotherWord: 'Ongeza maneno mengine yasiyo ya kawaida.',
  useWords: 'Tumia maneno kadhaa, lakini epuka misemo ya kawaida.',
  noNeed: 'Unaweza kuunda nenosiri imara bila alama, namba au herufi kubwa.',
  pwned: 'Ikiwa unatumia nenosiri hili mahali pengine, libadilishe.',
};

const byEnglish = <K extends string>(english: Record<K, string>, kiswahili: Record<K, string>) =>
  Object.fromEntries((Object.keys(kiswahili) as K[]).map((key) => [english[key], kiswahili[key]]));

/** English sentence → Kiswahili; a weak password's message is its warning and suggestions, sentence by sentence. */
export const KISWAHILI_PASSWORD_FEEDBACK: Record<string, string> = {
  ...byEnglish(translations.warnings, WARNINGS),
  ...byEnglish(translations.suggestions, SUGGESTIONS),
};
