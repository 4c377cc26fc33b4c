import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { insertRequest, latestRequest, pendingRequest } from './subscriptions.repository.js';

type RequestRow = Awaited<ReturnType<typeof latestRequest>>;

const present = (row: NonNullable<RequestRow>) => ({
  id: row.id,
  plan: row.plan,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * Subscribe Premium (DESIGN.md 4): payments are mostly offline, so the user files a request an
 * admin approves for a period. Asking twice while one is pending returns the pending one.
 */
export async function requestPremium(deps: ServiceDeps, user: UserRow, note?: string) {
  const pending = await pendingRequest(deps.db, user.id);
  if (pending) return { created: false, request: present(pending) };
  const row = await insertRequest(deps.db, user.id, note?.trim() || null);
  deps.log.info({ userId: user.id, requestId: row.id }, 'premium requested');
  return { created: true, request: present(row) };
}

export async function myPremiumRequest(deps: ServiceDeps, user: UserRow) {
  const row = await latestRequest(deps.db, user.id);
  return row ? present(row) : null;
}
