import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const lockModule = path.join(serverRoot, 'src/platform/process/data-dir-lock.ts');

let dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'souqna-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const catchError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  return undefined;
};
const lockFile = (dir: string) => path.join(dir, 'souqna.lock');
const holderOf = (dir: string) =>
  JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number; role: string };

/** Another process holding `dir` (as a server would), until killed; resolves once it holds it. */
async function holdInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(lockModule)};
       lockDataDir(${JSON.stringify(dir)}, 'server', '');
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: serverRoot },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe('the data folder lock', () => {
  it('refuses a second process, naming the folder, the holder and its pid, until the holder is killed', async () => {
    const dir = freshDir();
    const holder = await holdInChild(dir);
    try {
      const refusal = catchError(() => lockDataDir(dir, 'seed', 'Stop the server first.'));
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect(refusal?.message).toContain(
        `${dir} is in use by the Souqna server (pid ${holder.pid} on this machine`,
      );
      expect(refusal?.message).toContain('Stop the server first.');
      // The commands a person types say so too, and change nothing.
      for (const [cli, command] of [
        ['src/db/seed/cli.ts', 'npm run seed'],
        ['src/db/migrate-cli.ts', 'npm run db:migrate'],
      ] as const) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', cli], {
          cwd: serverRoot,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', INIT_CWD: '' },
          encoding: 'utf8',
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`(pid ${holder.pid} on this machine`);
        expect(run.stderr).toContain(`Stop the server first`);
        expect(run.stderr).toContain(command);
      }
      expect(existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.on('exit', resolve));
    }
    // kill -9 left the file behind; its pid is dead, so the lock is taken over.
    expect(holderOf(dir).pid).toBe(holder.pid);
    const lock = lockDataDir(dir, 'server', '');
    expect(holderOf(dir)).toMatchObject({ pid: process.pid, role: 'server' });
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  }, 30_000);

  it('takes over a lock whose pid now belongs to another process, and a damaged one', () => {
    const dir = freshDir();
    // The parent of this test runner is alive, but it started at another time than the one recorded
    // (Linux: the start time is read from /proc).
    const reused = { pid: process.ppid, role: 'server', host: hostname(), processStart: '1', since: '' };
    writeFileSync(lockFile(dir), JSON.stringify(reused));
    lockDataDir(dir, 'server', '').release();
    writeFileSync(lockFile(dir), '{"pid":');
    lockDataDir(dir, 'server', '').release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('never takes over a lock held from another machine (a shared volume), and leaves it in place', () => {
    const dir = freshDir();
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: 1, role: 'server', host: 'elsewhere', since: 'then' }),
    );
    expect(() => lockDataDir(dir, 'migrate', '')).toThrow(/pid 1 on host elsewhere/);
    expect(holderOf(dir).pid).toBe(1);
  });
});
