import { readNumber as readTypedNumber } from '@souqna/contracts';

/**
 * Reads a typed number the way contracts read one: Eastern Arabic digits, thousands groups and a
 * decimal comma all count. `undefined` is blank, `null` is text that is not a number.
 */
export function readNumber(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  // contracts' numberLike reads the same way; its zod would weigh on the browse page's first load.
  return readTypedNumber(value) ?? null;
}
