import { AppError } from '../../platform/errors/app-error.js';
import type { Keyset } from './messaging.repository.js';

// PostgreSQL's text of a timestamptz, as the repository reads it for a cursor.
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
// A day PostgreSQL would refuse (2026-02-30) is refused here too: it must survive a round trip.
const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) && day >= '1970';
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque `nextCursor` of a page: the last item's time and id. */
export const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

/** A cursor this server made, or a 400: it is read from the query, so anyone may send anything. */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !isRealDay(TIMESTAMP.exec(at)?.[1] ?? '') || !UUID.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor');
  }
  return { at, id };
}
