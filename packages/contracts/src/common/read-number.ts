// No zod here: the browse page reads typed numbers on first load (numbers.ts builds the schemas).

const EASTERN_ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Turns Eastern Arabic and Persian digits (and the Arabic decimal/thousands marks) into ASCII. */
export function toLatinDigits(input: string): string {
  return input
    .replace(/[٠-٩]/g, (d) => String(EASTERN_ARABIC_DIGITS.indexOf(d)))
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');
}

// Text copied from an Arabic page carries invisible direction marks around its digits.
export const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const PLAIN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/**
 * Reads a typed number, or undefined when it is none. Accepted: Latin, Eastern Arabic and Persian
 * digits, a sign, one decimal point (or the Arabic decimal mark), commas in thousands groups
 * ("12,500"), and a lone comma that is not a thousands group as a decimal comma, as es/fr/de
 * write it ("1,6" litres is 1.6, not 16); spaces and direction marks are ignored. Refused: what
 * JavaScript's Number would also read (hex "0x10", exponents "1e3", "Infinity", "0b1", "1_000"),
 * since no one types a price or a year so and "0x10" must not become 16.
 */
export function readNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const cleaned = toLatinDigits(input).replace(DIRECTION_MARKS, '').replace(/\s/g, '');
  if (PLAIN.test(cleaned)) return Number(cleaned);
  if (GROUPED.test(cleaned)) return Number(cleaned.replace(/,/g, ''));
  if (DECIMAL_COMMA.test(cleaned)) return Number(cleaned.replace(',', '.'));
  return undefined;
}
