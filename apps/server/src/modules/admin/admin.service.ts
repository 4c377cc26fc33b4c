import type { AdminUser, AdminUserListQuery, AuditEntry } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { setUsdRate } from '../exchange-rates/exchange-rates.service.js';
import { recordAudit } from './admin.audit.js';
import {
  countDashboard,
  findAuditEntries,
  findRateHistory,
  findUserForUpdate,
  findUsers,
  setUserStatus,
} from './admin.repository.js';

type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserForUpdate>>>;

/** The admin home's counts: pending, reports, unread contact, open requests, the week's new users and listings. */
export const dashboardCounts = (deps: ServiceDeps) => countDashboard(deps.db);

/** Who acts and from where: every entry of the audit log names both. */
export interface Actor {
  id: string;
  ip: string;
}

const presentUser = (row: UserRecord): AdminUser => ({
  ...row,
  premiumUntil: row.premiumUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listUsers(deps: Pick<ServiceDeps, 'db'>, query: AdminUserListQuery) {
  const { rows, total } = await findUsers(deps.db, query);
  return pageOf(rows.map(presentUser), total, query);
}

/**
 * Disables or enables an account. Disabling ends every session in the same transaction and
 * closes the user's sockets after it commits; login then answers ACCOUNT_DISABLED. Enabling
 * only lifts the status, so their listings and settings are exactly what they were.
 */
export async function setUserDisabled(deps: ServiceDeps, actor: Actor, userId: string, disabled: boolean) {
  if (disabled && userId === actor.id) throw new AppError('FORBIDDEN');
  const status = disabled ? 'disabled' : 'active';
  const user = await deps.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    if (!before) throw new AppError('USER_NOT_FOUND');
    if (before.status === status) return before;
    await setUserStatus(tx, userId, status);
    if (disabled) await revokeAllSessions(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: userId,
      before: { status: before.status },
      after: { status },
    });
    return { ...before, status } as UserRecord;
  });
  if (disabled) await deps.events.emit('auth.sessionsRevoked', { userId });
  // Their listings leave (or rejoin) every cached list page.
  await deps.listCache.clear();
  return presentUser(user);
}

export async function listAuditLog(
  deps: Pick<ServiceDeps, 'db'>,
  query: { q?: string; action?: string; page: number; limit: number },
) {
  const { rows, total } = await findAuditEntries(deps.db, query);
  const items: AuditEntry[] = rows.map(({ entry, actorEmail, actorName }) => ({
    id: entry.id,
    actor:
      entry.actorId && actorEmail ? { id: entry.actorId, email: actorEmail, name: actorName ?? '' } : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.data?.before ?? null,
    after: entry.data?.after ?? null,
    ip: entry.ip,
    createdAt: entry.createdAt.toISOString(),
  }));
  return pageOf(items, total, query);
}

export async function setExchangeRate(deps: ServiceDeps, actor: Actor, rate: number) {
  const row = await deps.db.transaction(async (tx) => {
    const { previous, row } = await setUsdRate(tx, rate, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'exchangeRate.set',
      targetType: 'exchangeRate',
      targetId: row.id,
      before: { rate: previous },
      after: { rate: row.rate },
    });
    return row;
  });
  // Cached list pages were filtered and sorted with the old rate.
  await deps.listCache.clear();
  return { id: row.id, rate: row.rate, effectiveAt: row.effectiveAt.toISOString() };
}

export async function exchangeRateHistory(deps: Pick<ServiceDeps, 'db'>) {
  const rows = await findRateHistory(deps.db, 100);
  return {
    items: rows.map((row) => ({
      id: row.id,
      rate: row.rate,
      effectiveAt: row.effectiveAt.toISOString(),
      setBy: row.setById ? { id: row.setById, name: row.setByName ?? '' } : null,
    })),
  };
}
