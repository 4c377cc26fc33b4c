import { z } from 'zod';

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

const toNumber = (input: unknown): unknown => {
  if (typeof input !== 'string') return input;
  const cleaned = toLatinDigits(input).replace(/[,\s]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isNaN(value) ? input : value;
};

/** A number that may arrive as a string from a query or form, in Latin or Arabic digits. */
export const numberLike = z.preprocess(toNumber, z.number());
export const integerLike = z.preprocess(toNumber, z.number().int());
