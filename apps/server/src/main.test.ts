import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('main process', () => {
  it('starts, serves health, keeps a second server off its data folder, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'souqna-main-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // A failed assertion must not leave the server running.
    onTestFinished(() => void (child.exitCode === null && child.kill('SIGKILL')));

    // Migrating a fresh embedded database takes a minute or more on a busy machine.
    const giveUpAt = Date.now() + 150_000;
    let healthy = false;
    while (!healthy && child.exitCode === null && Date.now() < giveUpAt) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healthy, output).toBe(true);

    // A second server on the same embedded database would lose writes: it refuses, naming the first.
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...env, PORT: String(await freePort()) },
      encoding: 'utf8',
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `${env.DATA_DIR} is in use by the Souqna server (pid ${child.pid} on this machine`,
    );

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received');
    expect(output).toContain('closed cleanly');
  }, 240_000);

  it('refuses to start on a bad configuration and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: 'abc',
        MODERATION: 'sometimes',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'souqna-bad-')),
      },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).toContain('MODERATION');
    // Compiling the server with tsx alone took 30 s at a load average of 22.
  }, 120_000);
});
