// Issue 24: contact details in a listing's text. Titles never carry them; descriptions only where
// the seller chose to show their phone. Pure, so the web can tell the seller before sending.

export type ContactKind = 'phone' | 'url' | 'email';

// Arabic-Indic (U+0660) and Persian (U+06F0) digits read as Latin ones; full-width forms by NFKC.
const westernDigits = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

// A run of digits that may be one number: groups joined by single separators people put into phone
// numbers (spaces, dots, dashes, brackets), with an optional leading + . Commas are left out on
// purpose: "12,500" is a price and a phone number is never written with them.
const DIGIT_RUN = /\+?\(?\d+(?:(?:[ \t.\-_\u2010-\u2015]|\) ?| ?\()\d+)*/g;

/** Group sizes of a run like "150.000.000": a number written with thousands separators. */
function thousandsShaped(run: string) {
  const groups = run.split(/[ .]/);
  if (groups.length < 2 || !/^[\d .]+$/.test(run)) return false;
  return (
    groups[0]!.length <= 3 && !groups[0]!.startsWith('0') && groups.slice(1).every((g) => g.length === 3)
  );
}

/**
 * Whether one run of digits is a phone number: international (+ or 00 then 8 or more digits),
 * Syrian with the country code (963…), trunk-prefixed (0 then 8 to 10 digits) or a Syrian mobile
 * without its 0 (9[3-9] then 7 digits). Years, mileages and prices are shorter, have no prefix,
 * end in 000 or are written with thousands separators.
 */
function isPhoneRun(run: string) {
  const digits = run.replace(/\D/g, '');
  if (run.startsWith('+') && digits.length >= 8 && digits.length <= 15) return true;
  if (/^00[1-9]\d{7,13}$/.test(digits)) return true;
  if (/^0[1-9]\d{7,9}$/.test(digits)) return true;
  if (thousandsShaped(run) || digits.endsWith('000')) return false;
  return /^963\d{8,9}$/.test(digits) || /^9[3-9]\d{7}$/.test(digits);
}

/** Whether any stretch of whole groups of a run is a phone number ("3 0944 123 456", "0944123456 2019"). */
function hasPhone(text: string) {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = [...run.matchAll(/\+?\d+/g)].map((group) => [group.index, group.index + group[0].length]);
    for (let from = 0; from < groups.length; from += 1) {
      for (let to = groups.length - 1; to >= from; to -= 1) {
        if (isPhoneRun(run.slice(groups[from]![0], groups[to]![1]))) return true;
      }
    }
  }
  return false;
}

// Top-level domains a seller would send a buyer to; a bare "x.sy" or "shop.com" counts as a link,
// "e.g." or "No.1" do not.
const TLDS =
  'com|net|org|info|biz|io|co|me|app|dev|shop|store|online|site|xyz|link|ly|gl|to|tv|cc|ws|' +
  'sy|lb|jo|iq|tr|ae|sa|qa|kw|om|bh|eg|de|fr|es|uk|us|ru|ir|nl|se|it|ca|au';
const URL_PATTERNS = [
  /\bhttps?:\/\//i,
  /\bwww\s*\.\s*[a-z0-9-]/i,
  new RegExp(`\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\s?(?:\\.|\\[dot\\]|\\(dot\\))\\s?(?:${TLDS})\\b`, 'i'),
  /\b(?:wa\.me|t\.me|bit\.ly)\//i,
];
const EMAIL = /[a-z0-9._%+-]+\s?(?:@|\[at\]|\(at\))\s?[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;

/**
 * The kinds of contact details a text carries: phone numbers (Western, Arabic-Indic or Persian
 * digits, spaced, dotted or dashed, with or without +963 / 00963), links (URLs and bare domains)
 * and e-mail addresses. Empty when there are none.
 */
export function findContactDetails(text: string): ContactKind[] {
  const found: ContactKind[] = [];
  const plain = westernDigits(text);
  if (hasPhone(plain)) found.push('phone');
  if (EMAIL.test(plain)) found.push('email');
  else if (URL_PATTERNS.some((pattern) => pattern.test(plain))) found.push('url');
  return found;
}
