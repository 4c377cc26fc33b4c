import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { MediaStorage } from '../platform/media/media-storage.js';
import type { Database } from './client.js';
import { isEmptyDatabase, seedDemo } from './seed/index.js';
import { formatAccounts } from './seed/report.js';

/**
 * The demo-data hook of start-up (SEED_DEMO): `auto` seeds the first start of an empty database
 * (no users), `true` runs the idempotent seed every start, `false` never seeds. The seed itself
 * lives in ./seed/ (owned by the demo-data work); this is the only place start-up calls it.
 */
export async function maybeSeedDemo(
  db: Database,
  storage: MediaStorage,
  config: Pick<AppConfig, 'seedDemo'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.seedDemo === false) return;
  if (config.seedDemo === 'auto' && !(await isEmptyDatabase(db))) return;
  log.info(
    config.seedDemo === true ? 'seeding demo data (SEED_DEMO=true)' : 'seeding demo data (empty database)',
  );
  const report = await seedDemo(db, storage, { info: (message) => log.info(message) });
  // One string, not an object: the logger would redact the `password` fields of the demo accounts.
  log.info(`\n${formatAccounts(report)}`);
}
