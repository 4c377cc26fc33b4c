import type { DeadJob as DeadJobView } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { DeadJob } from '../../platform/jobs/job-queue.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { recordAudit } from './admin.audit.js';
import type { Actor } from './admin.service.js';

/** Keys whose values an admin screen never shows, at any depth of a job's data. */
const SECRET_KEY =
  /pass(word|phrase)?$|secret|token|api_?key|authori[sz]ation|cookie|credential|private_?key|^otp$/i;
export const REDACTED = '[redacted]';

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : withoutSecrets(inner),
    ]),
  );
}

const presentDeadJob = (job: DeadJob): DeadJobView => ({
  id: job.id,
  name: job.name,
  data: withoutSecrets(job.data) as Record<string, unknown>,
  attempts: job.attempts,
  error: job.error,
  failedAt: job.failedAt?.toISOString() ?? null,
  createdAt: job.createdAt.toISOString(),
});

/** The background jobs that spent their attempts, latest failure first. */
export async function listDeadLetters(
  deps: Pick<ServiceDeps, 'jobs'>,
  query: { page: number; limit: number },
) {
  const { items, total } = await deps.jobs.deadLetters({
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return pageOf(items.map(presentDeadJob), total, query);
}

/**
 * Puts a dead letter back in the queue with fresh attempts; its audit entry commits with it (both
 * queues keep their jobs in the app's database). The entry keeps the error the retry clears.
 */
export async function retryDeadLetter(deps: Pick<ServiceDeps, 'db' | 'jobs'>, actor: Actor, id: string) {
  const job = await deps.db.transaction(async (tx) => {
    const dead = await deps.jobs.retryDeadLetter(id, tx);
    if (!dead) throw new AppError('DEAD_JOB_NOT_FOUND');
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { name: dead.name, attempts: dead.attempts, error: dead.error },
      after: { attempts: 0 },
    });
    return dead;
  });
  return { id: job.id, name: job.name };
}
