// Creates or drops the throw-away PostgreSQL database CI runs the suite against.
// Usage: node scripts/ci-database.mjs create|drop <name>   (server from PG_ADMIN_URL)
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop <lowercase_name>');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (action === 'create') await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
