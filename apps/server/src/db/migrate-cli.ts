import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { lockDataDirOrExit } from '../platform/process/data-dir-lock.js';
import { openDatabase } from './client.js';

const config = loadConfig();
lockDataDirOrExit(config, 'migrate');
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
