import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { FRAGILE_JOB, fragileJob } from '../../test/dead-jobs.js';
import { signIn } from '../../test/sign-in.js';
import { until } from '../../test/until.js';

const fragile = fragileJob();
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_MS: '500' }, { jobs: fragile.register });
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

interface DeadJobItem {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  error: string | null;
  failedAt: string | null;
}

const list = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/jobs/dead-letters${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: DeadJobItem[]; total: number; page: number; hasMore: boolean };
};
const retry = (id: string, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/dead-letters/${id}/retry`, headers });

describe('dead letters', () => {
  it('lists a job that failed past its retries, pages them, and hides the secrets in its data', async () => {
    const first = await fragile.deadLetter(t, { listingId: 'l-1' });
    const second = await fragile.deadLetter(t, {
      listingId: 'l-2',
      resetToken: 'abc123',
      mail: { to: 'rana@example.com', smtpPassword: 'hunter2' },
    });

    const page = await list();
    expect(page.total).toBe(2);
    // The latest failure first.
    expect(page.items.map((job) => job.id)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({
      name: FRAGILE_JOB,
      attempts: 2,
      data: {
        listingId: 'l-2',
        resetToken: '[redacted]',
        mail: { to: 'rana@example.com', smtpPassword: '[redacted]' },
      },
    });
    expect(page.items[0]!.error).toContain('the relay is down');
    expect(Date.parse(page.items[0]!.failedAt ?? '')).not.toBeNaN();
    expect(JSON.stringify(page)).not.toMatch(/abc123|hunter2/);

    const secondPage = await list('?page=2&limit=1');
    expect(secondPage).toMatchObject({ total: 2, page: 2, hasMore: false });
    expect(secondPage.items.map((job) => job.id)).toEqual([first]);

    // Leave the queue empty for the next test.
    fragile.failing = false;
    for (const id of [first, second]) expect((await retry(id)).statusCode).toBe(200);
    await until(async () => (await list()).total === 0);
    fragile.failing = true;
  });

  it('retries one with fresh attempts, audited, and it runs', async () => {
    const id = await fragile.deadLetter(t, { listingId: 'l-3' });
    const runsBefore = fragile.runs.length;
    fragile.failing = false;

    const response = await retry(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id, name: FRAGILE_JOB });
    expect((await list()).items.map((job) => job.id)).not.toContain(id);
    await until(async () => fragile.runs.length > runsBefore);
    expect(fragile.runs.at(-1)).toEqual({ listingId: 'l-3' });

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?q=${id}`,
      headers: admin.auth,
    });
    const [entry] = audit.json().data.items;
    expect(entry).toMatchObject({
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      actor: { id: admin.user.id },
      before: { name: FRAGILE_JOB, attempts: 2 },
      after: { attempts: 0 },
    });
    expect(entry.before.error).toContain('the relay is down');

    // It ran and is no dead letter any more: a second retry finds nothing to retry.
    const again = await retry(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('DEAD_JOB_NOT_FOUND');
    fragile.failing = true;
  });

  it('a job that fails again after a retry is a dead letter again, with its new attempts', async () => {
    const id = await fragile.deadLetter(t, { listingId: 'l-4' });
    const runsBefore = fragile.runs.length;
    expect((await retry(id)).statusCode).toBe(200);
    await until(async () => (await list()).items.some((job) => job.id === id));
    expect(fragile.runs.length - runsBefore).toBe(2);
    expect((await list()).items.find((job) => job.id === id)?.attempts).toBe(2);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, writing nothing', async () => {
    const before = await list();
    const unknown = await retry(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('DEAD_JOB_NOT_FOUND');
    expect((await retry('not-an-id')).statusCode).toBe(400);
    expect(await list()).toEqual(before);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=job.retry',
      headers: admin.auth,
    });
    expect(audit.json().data.items.map((entry: { targetId: string }) => entry.targetId)).not.toContain(
      'not-an-id',
    );
  });

  it('is for admins only', async () => {
    const id = await fragile.deadLetter(t);
    const user = await signIn(t);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/dead-letters',
      headers: user.auth,
    });
    expect(listed.statusCode).toBe(403);
    expect((await retry(id, user.auth)).statusCode).toBe(403);
    expect((await list()).items.map((job) => job.id)).toContain(id);
  });
});
