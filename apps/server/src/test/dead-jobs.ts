import type { JobQueue } from '../platform/jobs/job-queue.js';
import type { TestApp } from './build-test-app.js';
import { until } from './until.js';

export const FRAGILE_JOB = 'test.fragile';

/**
 * A job of the tests' own that fails while `failing` is set, with one retry and no delay, so a
 * dead letter takes two quick runs. Register it before the app is ready (buildTestApp's `jobs`).
 */
export function fragileJob() {
  const job = {
    failing: true,
    runs: [] as Record<string, unknown>[],
    register(jobs: JobQueue) {
      jobs.work(
        FRAGILE_JOB,
        async (data) => {
          job.runs.push(data);
          if (job.failing) throw new Error('the relay is down');
        },
        { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
      );
    },
    /** Queues one and waits until it is a dead letter; its id. */
    async deadLetter(t: TestApp, data: Record<string, unknown> = {}) {
      const { jobs } = t.app.services;
      const id = (await jobs.enqueue(FRAGILE_JOB, data))!;
      await until(async () => (await jobs.deadLetters()).items.some((dead) => dead.id === id));
      return id;
    },
  };
  return job;
}
