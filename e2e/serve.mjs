// Starts the built server for the browser tests on a fresh DATA_DIR with demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

const port = process.argv[2] ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
// The browser suite always runs on the embedded database, whatever the shell has set.
delete env.DATABASE_URL;
delete env.REDIS_URL;
const child = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
