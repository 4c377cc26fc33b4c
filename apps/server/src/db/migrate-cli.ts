import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { lockDataDirOrExit } from '../platform/process/data-dir-lock.js';
import { openAppDatabase } from '../app-database.js';

const config = loadConfig();
lockDataDirOrExit(config, 'migrate');
const handle = await openAppDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
