import { z } from 'zod';
import { DIRECTION_MARKS, readNumber } from './read-number.js';

export { readNumber, toLatinDigits } from './read-number.js';

/** Blank text is missing; text that is no number is left for the number schema to reject. */
const toNumber = (input: unknown): unknown => {
  if (typeof input !== 'string') return input;
  if (input.replace(DIRECTION_MARKS, '').trim() === '') return undefined;
  return readNumber(input) ?? input;
};

/** A number that may arrive as a string from a query or form, in Latin or Arabic digits. */
export const numberLike = z.preprocess(toNumber, z.number());
export const integerLike = z.preprocess(toNumber, z.number().int());
