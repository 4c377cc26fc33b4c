import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client.js';

/**
 * What may change while a request is refused, by design: reads count views, and refused sign-ins
 * and codes count failures (the lock and the five attempts of DESIGN.md 4 live on those counts).
 * A table named with no columns is left out whole.
 */
export const WRITES_A_REFUSAL_MAY_MAKE: Readonly<Record<string, readonly string[]>> = {
  listings: ['views_count'],
  listing_views: [],
  users: ['failed_login_count', 'failed_login_window_start', 'locked_until', 'last_active_at'],
  verification_codes: ['attempts', 'consumed_at'],
  refresh_tokens: ['revoked_at'],
};

/** Each table's row count and a hash of its content, keyed by table. */
export type TableSnapshot = Record<string, { rows: number; hash: string }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Builds one query that reads every table of the public schema (its row count and an md5 over
 * its rows in a stable order, the columns above left out); call the result to take a snapshot.
 */
export async function tableSnapshotter(db: Database): Promise<() => Promise<TableSnapshot>> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and table_name in (select table_name from information_schema.tables
                             where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    const excluded = WRITES_A_REFUSAL_MAY_MAKE[table];
    if (excluded?.length === 0 || excluded?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const selects = [...byTable].map(([table, names]) => {
    const row = `md5(row(${names.map((name) => `t.${quote(name)}`).join(', ')})::text)`;
    return `select '${table}' as name, count(*)::int as rows,
              coalesce(md5(string_agg(${row}, '' order by ${row})), '') as hash
            from ${quote(table)} t`;
  });
  const query = sql.raw(selects.join('\nunion all\n'));
  return async () => {
    const rows = await selectRows<{ name: string; rows: number; hash: string }>(db, query);
    return Object.fromEntries(rows.map(({ name, rows: count, hash }) => [name, { rows: count, hash }]));
  };
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: TableSnapshot, after: TableSnapshot): string[] =>
  Object.keys({ ...before, ...after }).filter(
    (name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows,
  );
