import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into its lock file, read back by whoever finds it taken. */
export interface LockHolder {
  pid: number;
  /** `server`, `seed`, `migrate`, `bench`: named in the message a second process prints. */
  role: string;
  host: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the holder. */
  processStart?: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    hint: string,
  ) {
    const where = holder.host === hostname() ? 'on this machine' : `on host ${holder.host}`;
    super(
      `${dir} is in use by the Souqna ${holder.role} (pid ${holder.pid} ${where}, since ${holder.since}). ` +
        `Two processes on one data folder lose each other's writes. ${hint}\n` +
        `If that process is gone, delete ${path.join(dir, LOCK_FILE)} and try again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const LOCK_FILE = 'souqna.lock';
/** A takeover marker older than this belongs to a process killed while taking over. */
const TAKEOVER_STALE_MS = 5_000;
const ATTEMPTS = 50;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux only). */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine (a shared volume): its processes cannot be asked, so it is taken as alive.
  if (holder.host !== hostname()) return true;
  // A container restarted after a kill -9 often gets the same pid as last time: the lock is ours, stale.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = holder.processStart && processStart(holder.pid);
  return !start || start === holder.processStart;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readHolder(file: string): { raw: string; holder?: LockHolder } | undefined {
  try {
    const raw = readFileSync(file, 'utf8');
    try {
      return { raw, holder: JSON.parse(raw) as LockHolder };
    } catch {
      return { raw };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Removes a dead holder's lock file, if it is still the one read. Only one process at a time may
 * remove (an exclusive takeover marker), so two processes finding the same stale lock never remove
 * the fresh lock the faster one has just written.
 */
function removeStale(file: string, staleRaw: string): void {
  const marker = `${file}.takeover`;
  try {
    writeFileSync(marker, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) unlinkSync(marker);
    return;
  }
  try {
    if (readHolder(file)?.raw === staleRaw) unlinkSync(file);
  } finally {
    unlinkSync(marker);
  }
}

/**
 * Takes the data folder for this process alone, or throws DataDirLockedError naming the holder.
 * The lock is a file created exclusively (O_EXCL through link(2), so it never exists half written)
 * holding this process's pid; it is removed on release and at exit, and a lock left by a process
 * that died (kill -9, power loss) is taken over, since its pid no longer runs.
 */
export function lockDataDir(dir: string, role: string, hint: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    role,
    host: hostname(),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);
  const draft = `${file}.${randomUUID()}`;
  writeFileSync(draft, content);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(draft, file);
        return holdLock(file, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readHolder(file);
      if (found?.holder && isAlive(found.holder)) throw new DataDirLockedError(dir, found.holder, hint);
      if (found) removeStale(file, found.raw);
      sleep(20);
    }
    throw new Error(`Could not take the lock ${file}: it kept changing hands`);
  } finally {
    unlinkSync(draft);
  }
}

function holdLock(file: string, content: string): DataDirLock {
  const release = () => {
    process.off('exit', release);
    // Only our own lock: never one a later process took over after we were thought dead.
    if (readHolder(file)?.raw === content) unlinkSync(file);
  };
  process.on('exit', release);
  return { file, release };
}

const HINTS = {
  server: 'Stop it first, or give this server a DATA_DIR of its own.',
  seed: 'Stop the server first (it migrates at start and seeds an empty database), then run npm run seed.',
  migrate: 'Stop the server first (it applies the migrations itself at start), then run npm run db:migrate.',
  bench: 'Let the other bench run finish first.',
} as const;

/** Roles that write media into DATA_DIR: they hold it on PostgreSQL too. */
const WRITES_MEDIA = new Set<string>(['server', 'seed']);

/**
 * What every command using DATA_DIR calls first: takes it, or prints who holds it and exits 1.
 * With the embedded database every role takes it. On PostgreSQL, which serialises its own writers,
 * only the roles writing media do: the server's start-up sweep settles the media a crash left
 * half-written, which must not be another live process's upload in progress.
 */
export function lockDataDirOrExit(
  config: { dataDir: string; databaseUrl?: string },
  role: keyof typeof HINTS,
) {
  if (config.databaseUrl && !WRITES_MEDIA.has(role)) return undefined;
  try {
    return lockDataDir(config.dataDir, role, HINTS[role]);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
