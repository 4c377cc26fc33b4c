import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openAppDatabase } from '../src/app-database.js';

/**
 * A scratch database on DATABASE_URL's server (else 127.0.0.1:5432) for one bench run, named
 * `<prefix>_<random>`; `drop` removes it (with any connection left open).
 */
export async function scratchPostgres(prefix: string) {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/**
 * The app's database for one bench run: in memory, or with `pg` a scratch database (drop it with
 * `scratch.drop()`). Every statement drizzle sends is counted in `counter.statements` (reset it
 * before the part to measure) and printed with its time when BENCH_TRACE is set.
 */
export async function openCountedDatabase(prefix: string, pg: boolean) {
  const counter = { statements: 0 };
  const scratch = pg ? await scratchPostgres(prefix) : null;
  const database = await openAppDatabase({
    ...(scratch ? { databaseUrl: scratch.url } : { pgliteDir: 'memory://' }),
    logger: {
      logQuery: (query: string) => {
        counter.statements += 1;
        if (process.env.BENCH_TRACE)
          console.log(Math.round(performance.now()), query.slice(0, 100).replace(/\s+/g, ' '));
      },
    },
  });
  return { database, scratch, counter };
}
