// Persian and Urdu letters turn up in pasted Arabic text (and in some brands' Arabic spellings);
// each folds onto the Arabic letter a Syrian reader takes it for.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
  پ: 'ب',
  چ: 'ج',
  ڤ: 'ف',
  ژ: 'ز',
};

/**
 * A key under which spellings that people treat as the same meet: case, Latin accents, Arabic
 * diacritics, hamza seats on alef/waw/ya, ta marbuta, alef maqsura, tatweel, spaces and punctuation
 * are all dropped or folded, and Arabic digits read as Latin ones, so "Citroën" meets "citroen",
 * "إيسوزو" meets "ايسوزو" and "بيجو ٢٠٦" meets "بيجو 206".
 */
export function foldName(text: string): string {
  return (
    text
      // NFD splits hamza-on-alef (أ إ آ), ؤ and ئ into a base letter plus a combining mark.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Arabic-Indic (U+0660) and Persian (U+06F0) digits; done here rather than with common/numbers
      // so that reference data stays free of zod for the web's first load.
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(/[ىیةکپچڤژ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
      // Tatweel only stretches a word; it is a letter to \p{L}, so it goes by name.
      .replace(/\u0640/g, '')
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}
