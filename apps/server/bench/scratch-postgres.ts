import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
