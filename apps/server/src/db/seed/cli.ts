/** `npm run seed`: migrates the configured database, adds the demo data that is missing, prints the accounts. */
import path from 'node:path';
import { loadConfig } from '../../config/config.js';
import { LocalMediaStorage } from '../../platform/media/local-media-storage.js';
import { lockDataDirOrExit } from '../../platform/process/data-dir-lock.js';
import { openAppDatabase } from '../../app-database.js';
import { seedDemo } from './index.js';
import { formatAccounts } from './report.js';

const config = loadConfig();
lockDataDirOrExit(config, 'seed');
const handle = await openAppDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  await handle.migrate();
  const report = await seedDemo(
    handle.db,
    new LocalMediaStorage(config.mediaDir, config.mediaPublicUrl),
    console,
  );
  console.log(formatAccounts(report));
} finally {
  await handle.close();
}
