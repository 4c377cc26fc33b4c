import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client.js';

/**
 * What may change while a request is refused, by design: reads count views, and refused sign-ins
 * and codes count failures (the slow-down, the lock with its unlock mail and the five attempts of
 * DESIGN.md 4 live on those counts, and counting one stamps the user's `updated_at`). A table
 * named with no columns is left out whole.
 */
export const WRITES_A_REFUSAL_MAY_MAKE: Readonly<Record<string, readonly string[]>> = {
  listings: ['views_count'],
  listing_views: [],
  login_failures: [],
  users: [
    'failed_login_count',
    'failed_login_window_start',
    'locked_until',
    'unlock_token_id',
    'last_active_at',
    'updated_at',
  ],
  verification_codes: ['attempts', 'consumed_at'],
  refresh_tokens: ['revoked_at'],
};

/** Each table's row count and a hash of its content, keyed by table. */
export type TableSnapshot = Record<string, { rows: number; hash: string }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Builds the queries that read each table of the public schema (its row count and an md5 over its
 * rows in a stable order, the columns above left out); call the result to take a snapshot of
 * every table, or of the tables named.
 */
export async function tableSnapshotter(
  db: Database,
): Promise<(tables?: readonly string[]) => Promise<TableSnapshot>> {
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
  const selects = new Map(
    [...byTable].map(([table, names]) => {
      const row = `md5(row(${names.map((name) => `t.${quote(name)}`).join(', ')})::text)`;
      const select = `select '${table}' as name, count(*)::int as rows,
                        coalesce(md5(string_agg(${row}, '' order by ${row})), '') as hash
                      from ${quote(table)} t`;
      return [table, select];
    }),
  );
  return async (tables = [...selects.keys()]) => {
    const wanted = tables.flatMap((table) => selects.get(table) ?? []);
    if (wanted.length === 0) return {};
    const rows = await selectRows<{ name: string; rows: number; hash: string }>(
      db,
      sql.raw(wanted.join('\nunion all\n')),
    );
    return Object.fromEntries(rows.map(({ name, rows: count, hash }) => [name, { rows: count, hash }]));
  };
}

/**
 * Watches every table for writes: a statement-level trigger notes each table a statement wrote
 * to, in the same transaction (a rolled-back write leaves no note). `changes` compares the noted
 * tables' snapshots with those of the previous call, so a check after every request costs one
 * small query, and a snapshot only where something was written. For test databases only.
 */
export async function tableWatcher(db: Database) {
  const snapshotOf = await tableSnapshotter(db);
  const tables = Object.keys(await snapshotOf());
  await db.execute(sql`create unlogged table if not exists test_written_tables (name text primary key)`);
  await db.execute(sql`
    create or replace function test_note_write() returns trigger language plpgsql as $$
    begin
      insert into test_written_tables values (tg_table_name) on conflict do nothing;
      return null;
    end $$`);
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger test_note_write after insert or update or delete or truncate on ${quote(table)}
               for each statement execute function test_note_write()`),
    );
  }
  let last = await snapshotOf();
  return {
    /** The tables whose rows differ from the last call's snapshot. */
    async changes(): Promise<string[]> {
      const written = await selectRows<{ name: string }>(
        db,
        sql`delete from test_written_tables returning name`,
      );
      if (written.length === 0) return [];
      const now = await snapshotOf(written.map((row) => row.name));
      const changed = changedTables(
        Object.fromEntries(Object.keys(now).map((name) => [name, last[name]!])),
        now,
      );
      last = { ...last, ...now };
      return changed;
    },
  };
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: TableSnapshot, after: TableSnapshot): string[] =>
  Object.keys({ ...before, ...after }).filter(
    (name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows,
  );
