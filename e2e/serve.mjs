// Starts the built server for the browser tests on a fresh DATA_DIR with demo data, sending its
// mail to a real SMTP sink on loopback whose messages the tests read over HTTP (e2e/support/mail.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { register } from 'tsx/esm/api';

register();
const { startMailSink } = await import('../apps/server/src/test/mail-sink.ts');

const port = process.argv[2] ?? '3100';
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(port) + 1);
const sink = await startMailSink();
const mailApi = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to') ?? '';
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(sink.forAddress(to)));
});
await new Promise((resolve) => mailApi.listen(mailPort, '127.0.0.1', resolve));

const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SMTP_URL: sink.url,
};
// The browser suite always runs on the embedded database, whatever the shell has set.
delete env.DATABASE_URL;
delete env.REDIS_URL;
const child = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', env });
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  mailApi.close();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
