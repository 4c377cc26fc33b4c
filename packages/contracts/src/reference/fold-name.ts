// The one Arabic (and Latin) folding of Souqna: the search index, the queries, the known names,
// the web's suggestions and the messages' safety hints all fold through `foldLetters` below. A
// change here changes what the index holds: add a migration that folds the stored `search_text`
// again.

// Persian and Urdu letters turn up in pasted Arabic text (and in some brands' Arabic spellings);
// each folds onto the Arabic letter a Syrian reader takes it for. Alef wasla, alef maqsura and ta
// marbuta fold as DESIGN.md section 4 asks; hamza seats and madda go with the marks (NFKD).
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
  پ: 'ب',
  چ: 'ج',
  ڤ: 'ف',
  ژ: 'ز',
};

const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * Folds Latin accents, Arabic diacritics, hamza seats (أ إ آ ؤ ئ), the letters of LETTER_FOLDS,
 * tatweel and compatibility forms (ligatures, presentation forms, full-width letters), and reads
 * Arabic-Indic and Persian digits as Latin ones; case, spaces and punctuation stay as typed, for
 * readers that need them (the messages' safety hints).
 */
export function foldLetters(text: string): string {
  return (
    text
      // NFKD splits hamza-on-alef, ؤ, ئ and accented Latin letters into a base letter and a mark.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // Arabic-Indic (U+0660) and Persian (U+06F0) digits; done here rather than with common/numbers
      // so that reference data stays free of zod for the web's first load.
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
      // Tatweel only stretches a word; it is a letter to \p{L}, so it goes by name.
      .replace(/\u0640/g, '')
      // Scripts whose letters NFKD split into letters (Hangul) are put back together.
      .normalize('NFC')
  );
}

/**
 * `foldLetters` with case folded too and everything but letters and digits turned into single
 * spaces: "Citroën" meets "citroen", "کیا ۲۰۱۵" meets "كيا 2015", "مؤسسة" meets "موسسه".
 */
export const foldSearchText = (text: string): string =>
  foldLetters(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A key under which spellings that people treat as the same meet: `foldSearchText` with the spaces
 * dropped too, so "Land Rover" meets "landrover" and "بيجو ٢٠٦" meets "بيجو 206".
 */
export const foldName = (text: string): string => foldSearchText(text).replace(/ /g, '');

/**
 * Spellings the folding must make meet, each beside the plain one: the corpus the contracts', the
 * server's (index, queries, known names) and the web's tests all run, so no path folds its own way.
 */
export const FOLDING_CORPUS: readonly (readonly [typed: string, plain: string])[] = [
  ['کیا', 'كيا'],
  ['۲۰۱۵', '2015'],
  ['٢٠١٥', '2015'],
  ['Citroën', 'citroen'],
  ['مؤسسة', 'موسسه'],
  ['بيئة', 'بييه'],
  ['أفانتي', 'افانتى'],
  ['إيسوزو', 'ايسوزو'],
  ['آي', 'اي'],
  ['ٱلشام', 'الشام'],
  ['كيّا', 'كيا'],
  ['تـويـوتا', 'تويوتا'],
  ['ڤولڤو', 'فولفو'],
  ['سايپا', 'سايبا'],
  ['ﻻذقية', 'لاذقيه'],
  ['ＴＯＹＯＴＡ', 'toyota'],
];
