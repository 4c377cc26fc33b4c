import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../app-database.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { createScratchDatabase } from '../../test/build-test-app.js';
import { until } from '../../test/until.js';
import { createJobQueue } from './create-job-queue.js';
import { InProcessJobQueue } from './in-process-queue.js';
import { retryDelaySeconds, type JobHandler, type JobQueue } from './job-queue.js';

const log = pino({ level: 'silent' });

/**
 * A database that outlives its handle, as the data of a stopped server does: a PGlite directory,
 * or a scratch PostgreSQL database when DATABASE_URL is set (then the queue is pg-boss).
 */
async function durableDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return { open: () => openAppDatabase({ databaseUrl: scratch.url }), drop: scratch.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'souqna-jobs-'));
  return {
    open: () => openAppDatabase({ pgliteDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const effects = (handle: DatabaseHandle) =>
  selectRows<{ job: string; worker: string; n: number }>(
    handle.db,
    sql`select job, worker, n from job_effects`,
  );

/** A handler that leaves one row per run, so a job run twice shows as two rows. */
const recording =
  (handle: DatabaseHandle, worker: string, after?: (runs: number) => void): JobHandler =>
  async (data, job) => {
    await handle.db.execute(
      sql`insert into job_effects (job, worker, n) values (${job.id}, ${worker}, ${Number(data.n ?? 0)})`,
    );
    const [counted] = await selectRows<{ runs: number }>(
      handle.db,
      sql`select count(*)::int as runs from job_effects`,
    );
    after?.(counted!.runs);
  };

let store: Awaited<ReturnType<typeof durableDatabase>>;
let handle: DatabaseHandle;
const queues: JobQueue[] = [];
const queueOn = (database: DatabaseHandle) => {
  const queue = createJobQueue(database, log, 500);
  queues.push(queue);
  return queue;
};

beforeAll(async () => {
  store = await durableDatabase();
  handle = await store.open();
  await handle.migrate();
  await handle.db.execute(
    sql`create table job_effects (job text not null, worker text not null, n int not null)`,
  );
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await handle.close();
  await store.drop();
});

describe('background jobs', () => {
  it('picks the maintained queue on PostgreSQL and the in-process runner on the embedded database', () => {
    expect(queueOn(handle).kind).toBe(handle.driver === 'postgres' ? 'pg-boss' : 'in-process');
  });

  it('loses nothing and runs nothing twice when the process stops mid-queue and starts again', async () => {
    await handle.db.execute(sql`delete from job_effects`);
    const first = queueOn(handle);
    let stopping: Promise<void> | undefined;
    first.work(
      'test.record',
      recording(handle, 'first', (runs) => void (runs === 5 && (stopping ??= first.stop()))),
    );
    await first.start();
    for (let n = 0; n < 20; n++) await first.enqueue('test.record', { n });
    await until(async () => stopping !== undefined);
    await stopping;
    const beforeRestart = (await effects(handle)).length;
    expect(beforeRestart).toBeGreaterThanOrEqual(5);
    expect(beforeRestart).toBeLessThan(20);

    // A new process on the same data: the embedded database is closed and opened again.
    await handle.close();
    handle = await store.open();
    await handle.migrate();
    const second = queueOn(handle);
    second.work('test.record', recording(handle, 'second'));
    await second.start();
    await until(async () => (await effects(handle)).length >= 20);
    await second.stop();

    const rows = await effects(handle);
    expect(rows.map((row) => row.n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    expect(new Set(rows.map((row) => row.job)).size).toBe(20);
    expect(rows.filter((row) => row.worker === 'second').length).toBe(20 - beforeRestart);
  });

  it('never gives one job to two workers on the same database', async () => {
    await handle.db.execute(sql`delete from job_effects`);
    const [a, b] = [queueOn(handle), queueOn(handle)];
    a.work('test.shared', recording(handle, 'a'));
    b.work('test.shared', recording(handle, 'b'));
    await Promise.all([a.start(), b.start()]);
    for (let n = 0; n < 40; n++) await a.enqueue('test.shared', { n });
    await until(async () => (await effects(handle)).length >= 40);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await effects(handle);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.n)).size).toBe(40);
  });

  it('retries a failing job, leaves it as a dead letter an admin can read once its attempts are spent, and runs it again with fresh attempts on retry', async () => {
    const queue = queueOn(handle);
    let flakyRuns = 0;
    let relayUp = false;
    const brokenRuns: number[] = [];
    queue.work(
      'test.broken',
      async (_data, job) => {
        brokenRuns.push(job.attempt);
        if (!relayUp) throw new Error('the relay is down');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    queue.work(
      'test.flaky',
      async () => {
        flakyRuns += 1;
        if (flakyRuns === 1) throw new Error('once');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    const broken = await queue.enqueue('test.broken', { listingId: 'x' });
    await queue.enqueue('test.flaky');
    await until(async () => (await queue.deadLetters()).items.some((job) => job.id === broken));
    await until(async () => flakyRuns >= 2);
    const dead = await queue.deadLetters();
    expect(dead.total).toBe(1);
    expect(dead.items).toHaveLength(1);
    expect(dead.items[0]).toMatchObject({
      id: broken,
      name: 'test.broken',
      data: { listingId: 'x' },
      attempts: 3,
    });
    expect(dead.items[0]!.error).toContain('the relay is down');
    expect(flakyRuns).toBe(2);
    expect(await queue.deadLetters({ limit: 10, offset: 1 })).toEqual({ items: [], total: 1 });

    relayUp = true;
    const retried = await handle.db.transaction((tx) => queue.retryDeadLetter(broken!, tx));
    expect(retried).toMatchObject({ id: broken, attempts: 3 });
    await until(async () => brokenRuns.length === 4);
    await until(async () => (await queue.deadLetters()).total === 0);
    await queue.stop();
    // Its attempts start again from the first.
    expect(brokenRuns).toEqual([1, 2, 3, 1]);
    // Only a failed job is retried, once.
    expect(await queue.retryDeadLetter(broken!, handle.db)).toBeNull();
  });

  it('queues one job per singleton key', async () => {
    const queue = queueOn(handle);
    queue.work('test.once', async () => undefined);
    await queue.start();
    const first = await queue.enqueue('test.once', {}, { singletonKey: 'conversation-1:10h' });
    const again = await queue.enqueue('test.once', {}, { singletonKey: 'conversation-1:10h' });
    const other = await queue.enqueue('test.once', {}, { singletonKey: 'conversation-1:11h' });
    await queue.stop();
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it('backs off exponentially between attempts', () => {
    const policy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true };
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(policy, attempts))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds({ ...policy, retryBackoff: false }, 3)).toBe(30);
  });
});

describe('the in-process runner', () => {
  it('runs again a job a crash left active, and the missed slot of a schedule once', async () => {
    await handle.db.execute(sql`delete from job_effects`);
    const crashed = new InProcessJobQueue(handle.db, log, 500);
    const id = await crashed.enqueue('test.cut', { n: 1 });
    // What a process killed mid-handler leaves behind.
    await handle.db.execute(sql`update background_jobs set state = 'active', attempts = 1 where id = ${id}`);

    const restarted = new InProcessJobQueue(handle.db, log, 500);
    queues.push(restarted);
    restarted.work('test.cut', recording(handle, 'restarted'));
    restarted.work('test.tick', recording(handle, 'tick'));
    restarted.schedule('test.tick', '0 3 * * *');
    await restarted.start();
    await until(async () => (await effects(handle)).length >= 2);
    await restarted.stop();
    // A second start in the same day does not run today's slot again.
    const again = new InProcessJobQueue(handle.db, log, 500);
    again.work('test.tick', recording(handle, 'tick'));
    again.schedule('test.tick', '0 3 * * *');
    await again.start();
    await again.stop();

    const rows = await effects(handle);
    expect(rows.map((row) => row.worker).sort()).toEqual(['restarted', 'tick']);
    const ticks = await selectRows(handle.db, sql`select id from background_jobs where name = 'test.tick'`);
    expect(ticks).toHaveLength(1);
  });
});
