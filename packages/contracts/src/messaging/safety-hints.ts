import type { Language } from '../enums/user.js';
import { foldLetters } from '../reference/fold-name.js';

/**
 * Safety hints (issue 22): patterns of the scams classifieds sellers and buyers meet, in Arabic and
 * English, kept as data so a new pattern is one line and a test. A match never blocks a message:
 * it is delivered with a warning the web shows above it.
 */
export const SAFETY_HINT_KINDS = [
  'advancePayment',
  'moneyTransfer',
  'externalLink',
  'otherMessenger',
] as const;
export type SafetyHintKind = (typeof SAFETY_HINT_KINDS)[number];

// Text is matched after the one folding (`foldLetters`): hamza seats dropped (أ to ا, ؤ to و), ة to
// ه, ى and ی to ي, diacritics and tatweel dropped, Eastern digits made 0-9. Patterns are written
// folded, so one spelling catches the usual variants.
const SAFETY_PATTERNS: Record<Exclude<SafetyHintKind, 'otherMessenger'>, readonly RegExp[]> = {
  advancePayment: [
    /\b(pay|send|transfer|wire)\b[^.?!\n]{0,40}\b(first|in advance|upfront|up front|before (viewing|seeing|delivery|you see))\b/i,
    /\b(advance payment|deposit first|upfront payment|pay(ment)? in advance|prepayment|booking fee)\b/i,
    /(دفعه مقدمه|دفعه اولي|عربون|مقدما|سلفا|ادفع قبل|الدفع قبل|حول المبلغ|حولي المبلغ|ارسل المبلغ|ابعت المبلغ|ابعتلي المبلغ|قبل المعاينه|قبل ما تشوف)/,
  ],
  moneyTransfer: [
    /\b(western ?union|money ?gram|hawala|sham ?cash|syriatel ?cash|mtn ?cash|bitcoin|usdt|crypto|binance|payeer|gift ?cards?)\b/i,
    /(ويسترن يونيون|ويسترن|موني ?غرام|حواله|حوالات|شام كاش|سيرياتيل كاش|ام تي ان كاش|بيتكوين|عملات رقميه|بطاقه هدايا|الهرم للحوالات|الفواد للحوالات)/,
  ],
  externalLink: [
    /\bhttps?:\/\/\S+/i,
    /\bwww\.\S+/i,
    /\b[a-z0-9-]{2,}\.(com|net|org|io|me|ly|info|xyz|link|site|online|shop|app)\b/i,
  ],
};

const MESSENGERS = [
  /\b(whats ?app|wa\.me|telegram|t\.me|viber|signal|imo|messenger|snapchat)\b/i,
  /(واتس|واتساب|وتساب|تلغرام|تليغرام|تيليجرام|تلجرام|فايبر|سيغنال|ايمو|ماسنجر)/,
];
// Seven digits or more, spaced or dashed as people type numbers (after Arabic digits become 0-9).
const PHONE = /(\+?\d[\d\s-]{6,}\d)/;

/** The hints a message raises, in SAFETY_HINT_KINDS order; empty for an ordinary message. */
export function safetyHintsOf(text: string): SafetyHintKind[] {
  const folded = foldLetters(text);
  const found = new Set<SafetyHintKind>();
  for (const [kind, patterns] of Object.entries(SAFETY_PATTERNS) as [SafetyHintKind, readonly RegExp[]][]) {
    if (patterns.some((pattern) => pattern.test(folded))) found.add(kind);
  }
  // A messenger's name alone is talk; with a number it is a push to leave the platform.
  if (MESSENGERS.some((pattern) => pattern.test(folded)) && PHONE.test(folded)) found.add('otherMessenger');
  return SAFETY_HINT_KINDS.filter((kind) => found.has(kind));
}

/** The warning shown above a flagged message, in the reader's language. */
export const SAFETY_WARNING: Record<Language, string> = {
  en: 'Never pay before you have seen the car or flat',
  ar: 'لا تدفع أبداً قبل أن ترى السيارة أو الشقة',
  es: 'Nunca pagues antes de haber visto el coche o el piso',
  fr: 'Ne payez jamais avant d’avoir vu la voiture ou l’appartement',
  de: 'Zahlen Sie nie, bevor Sie das Auto oder die Wohnung gesehen haben',
};
