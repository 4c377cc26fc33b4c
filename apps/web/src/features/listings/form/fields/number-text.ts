import { numberLike } from '@souqna/contracts';

/**
 * Reads a typed number the way contracts read one: Eastern Arabic digits, thousands groups and a
 * decimal comma all count. `undefined` is blank, `null` is text that is not a number.
 */
export function readNumber(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const parsed = numberLike.safeParse(value);
  return parsed.success && Number.isFinite(parsed.data) ? parsed.data : null;
}
