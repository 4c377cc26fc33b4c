import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.js';
import { searchNames } from '../../db/schema/index.js';
import { searchNameRows } from './search.names.js';

const BATCH = 1_000;

/**
 * Writes the known names of the app's reference data into `search_names` when the database holds
 * another version of them (the table's comment), and gives every listing the tokens of the names
 * as they now are, in one transaction: a search asks for the tokens its code knows, so a listing
 * indexed with others would go missing. The version covers how a listing's vector is made too
 * (`listing_search_vector`, which a migration may change), so a new way is applied to every
 * listing once. Runs after the migrations, under their lock.
 */
export async function syncSearchNames(db: Database): Promise<void> {
  const rows = searchNameRows();
  const [current] = await selectRows<{ version: string | null; vectorOf: string }>(
    db,
    sql`select obj_description('search_names'::regclass, 'pg_class') as version,
      (select prosrc from pg_proc where proname = 'listing_search_vector') as "vectorOf"`,
  );
  const version = createHash('sha1')
    .update(current?.vectorOf ?? '')
    .update(rows.map((row) => `${row.token} ${row.spelling}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  if (current?.version === version) return;
  await db.transaction(async (tx) => {
    await tx.delete(searchNames);
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(searchNames).values(
        rows.slice(start, start + BATCH).map((row) => {
          const words = row.spelling.split(' ');
          return { ...row, firstWord: words[0]!, wordCount: words.length };
        }),
      );
    }
    // The words stay the same (tokens are no words to correct a typo to): nothing to collect.
    await tx.execute(sql`alter table listings disable trigger listings_search_words_updated`);
    await tx.execute(sql`update listings set search_vector = listing_search_vector(search_text, created_at)`);
    await tx.execute(sql`alter table listings enable trigger listings_search_words_updated`);
    await tx.execute(sql.raw(`comment on table search_names is '${version}'`));
  });
  await db.execute(sql`analyze search_names`);
}
