import type { PremiumRequest } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import {
  findRequestForUpdate,
  findRequests,
  insertRequest,
  latestRequest,
  pendingRequest,
  updateRequest,
} from './subscriptions.repository.js';

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

type AdminRow = NonNullable<Awaited<ReturnType<typeof findRequestForUpdate>>>;

export const presentForAdmin = ({ request, user }: AdminRow): PremiumRequest => ({
  id: request.id,
  status: request.status,
  note: request.note,
  periodDays: request.periodDays,
  decisionNote: request.decisionNote,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
  user: { ...user, premiumUntil: user.premiumUntil?.toISOString() ?? null },
});

export async function listPremiumRequests(
  deps: Pick<ServiceDeps, 'db'>,
  query: { status?: 'pending' | 'approved' | 'rejected'; page: number; limit: number },
) {
  const { rows, total } = await findRequests(deps.db, query);
  return pageOf(rows.map(presentForAdmin), total, query);
}

/** A pending request and its requester, locked for the caller's transaction. */
export async function lockPendingRequest(db: Database, id: string) {
  const row = await findRequestForUpdate(db, id);
  if (!row) throw new AppError('PREMIUM_REQUEST_NOT_FOUND');
  if (row.request.status !== 'pending') throw new AppError('PREMIUM_REQUEST_DECIDED');
  return row;
}

/** Records an admin's decision on a request locked by `lockPendingRequest`. */
export const decideRequest = (
  db: Database,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    decidedBy: string;
    periodDays?: number;
    decisionNote?: string;
  },
) => updateRequest(db, id, { ...decision, decidedAt: new Date() });
