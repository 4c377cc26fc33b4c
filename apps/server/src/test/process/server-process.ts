import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { openAppDatabase } from '../../app-database.js';
import { createScratchDatabase } from '../build-test-app.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A data folder and database of their own for real server processes: PGlite under DATA_DIR, or a
 * new PostgreSQL database when DATABASE_URL is set. `open` gives the test the same database, for
 * set-up before a server starts and checks after it stopped (PGlite allows one process at a time).
 */
export async function createServerData() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-process-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' },
    open: () => openAppDatabase({ databaseUrl: scratch?.url, pgliteDir: path.join(dataDir, 'db') }),
    async remove() {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
}

// One secret for every start on a data folder, so tokens signed before a crash hold after it.
const JWT_SECRET = randomBytes(32).toString('hex');

/** The real server (`src/main.ts` through tsx) as a child process on loopback, once it answers health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Media URLs in answers are absolute: the address the test reaches the server by.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET,
      WEB_DIST_DIR: path.join(tmpdir(), 'souqna-no-web-build'),
      // Rate limits stay in the process: in a shared Redis, tests would spend each other's budgets.
      REDIS_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  // A failed assertion must not leave the server running.
  onTestFinished(() => void (running && child.kill('SIGKILL')));
  const url = `http://127.0.0.1:${port}`;
  // Migrating a fresh embedded database takes a minute or more on a busy machine.
  const giveUpAt = Date.now() + 150_000;
  while (running && Date.now() < giveUpAt) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

/** Signs in through the API; the bearer header for later calls. */
export async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { tokens: { accessToken: string } } };
  return { authorization: `Bearer ${body.data.tokens.accessToken}` };
}
