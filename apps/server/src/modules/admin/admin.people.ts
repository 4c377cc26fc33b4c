import type { AdminUserDetail, ReportGroup, ReportOutcome, ResolveReportsBody } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../platform/auth/auth-guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { deleteListing } from '../listings/listings.service.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from './admin.audit.js';
import {
  closeReports,
  findConversationPeople,
  findLastActive,
  findListingsWithSellers,
  findLiveSessions,
  findReportGroups,
  findReportsAgainst,
  findUserListings,
  findWarnings,
  lockOpenReports,
  setUserFields,
  type ReportTargetType,
} from './admin.people.repository.js';
import { findUserForUpdate } from './admin.repository.js';
import { reportOutcomeText, warningTitle } from './admin.people.texts.js';
import { setUserDisabled, type Actor } from './admin.service.js';

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything an admin weighs before acting on a person. */
export async function userDetail(deps: ServiceDeps, id: string): Promise<AdminUserDetail> {
  const user = await findUserForUpdate(deps.db, id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const [listings, reports, warnings, sessions, lastActiveAt] = await Promise.all([
    findUserListings(deps.db, id, 50),
    findReportsAgainst(deps.db, id, 50),
    findWarnings(deps.db, id, 50),
    findLiveSessions(deps.db, id),
    findLastActive(deps.db, id),
  ]);
  return {
    user: {
      ...user,
      premiumUntil: iso(user.premiumUntil),
      createdAt: user.createdAt.toISOString(),
      lastActiveAt: iso(lastActiveAt),
    },
    listings: listings.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    listingCount: listings.total,
    reports: reports.map((row) => ({
      id: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason,
      details: row.details,
      status: row.status,
      reporter: { id: row.reporterId, name: row.reporterName },
      createdAt: row.createdAt.toISOString(),
    })),
    warnings: warnings.map(({ entry, byName }) => ({
      id: entry.id,
      message: String((entry.data?.after as { message?: unknown } | null)?.message ?? ''),
      by: entry.actorId ? { id: entry.actorId, name: byName ?? '' } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    sessions: sessions.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      startedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Warns a user: the warning is kept in the audit log (the detail page's list) and reaches them
 * as an ACCOUNT_WARNING notification carrying the admin's words, titled in their language.
 */
export async function warnUser(deps: ServiceDeps, actor: Actor, userId: string, message: string) {
  await deps.db.transaction((tx) => recordWarning(tx, actor, userId, message));
  await tellWarned(deps, userId, message);
  return userDetail(deps, userId);
}

/** The warning itself: its audit entry is the record (never editable), in the caller's transaction. */
async function recordWarning(tx: Database, actor: Actor, userId: string, message: string) {
  if (!(await findUserForUpdate(tx, userId))) throw new AppError('USER_NOT_FOUND');
  await recordAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'user.warn',
    targetType: 'user',
    targetId: userId,
    after: { message },
  });
}

const tellWarned = (deps: ServiceDeps, userId: string, message: string) =>
  notify(deps, [userId], { type: 'ACCOUNT_WARNING' }, (reader) => ({
    title: warningTitle(reader),
    message,
  }));

/** Changes a role; an admin may not change their own, so the last admin cannot lock everyone out. */
export async function changeRole(deps: ServiceDeps, actor: Actor, userId: string, role: 'USER' | 'ADMIN') {
  if (userId === actor.id) throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    if (!before) throw new AppError('USER_NOT_FOUND');
    if (before.role === role) return;
    await setUserFields(tx, userId, { role });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      before: { role: before.role },
      after: { role },
    });
  });
  return userDetail(deps, userId);
}

/**
 * Grants premium for `days` from now, or from the end of a period still running (`days` null:
 * revokes it now). The account and its audit entry commit together.
 */
export async function setPremium(deps: ServiceDeps, actor: Actor, userId: string, days: number | null) {
  await deps.db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, userId);
    if (!before) throw new AppError('USER_NOT_FOUND');
    const running =
      before.premiumUntil && before.premiumUntil.getTime() > Date.now() ? before.premiumUntil : null;
    if (days === null && !running) return;
    const until =
      days === null ? null : new Date(Math.max(Date.now(), running?.getTime() ?? 0) + days * DAY_MS);
    await setUserFields(tx, userId, { premiumUntil: until });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: days === null ? 'user.premium.revoke' : 'user.premium.grant',
      targetType: 'user',
      targetId: userId,
      before: { premiumUntil: iso(before.premiumUntil) },
      after: days === null ? { premiumUntil: null } : { premiumUntil: iso(until), days },
    });
  });
  // Premium changes what a seller's listings may do (quota, placement) on cached pages.
  await deps.listCache.clear();
  return userDetail(deps, userId);
}

// ---- the reports queue ----

/** Listing and conversation reports, one row a target, open ones first. */
export async function reportQueue(
  deps: ServiceDeps,
  query: { status?: 'open' | 'closed'; page: number; limit: number },
) {
  const { rows, total } = await findReportGroups(deps.db, query);
  const listingIds = rows.filter((row) => row.targetType === 'LISTING').map((row) => row.targetId);
  const conversationIds = rows.filter((row) => row.targetType === 'CONVERSATION').map((row) => row.targetId);
  const people = await findConversationPeople(deps.db, conversationIds);
  const aboutListings = [...new Set([...listingIds, ...people.flatMap((row) => row.listingId ?? [])])];
  const listings = new Map(
    (await findListingsWithSellers(deps.db, aboutListings)).map((row) => [row.id, row]),
  );
  const items: ReportGroup[] = rows.map((row) => {
    let listing = null;
    let reportedUser = null;
    if (row.targetType === 'LISTING') {
      const found = listings.get(row.targetId);
      listing = found ? { id: found.id, title: found.title, status: found.status } : null;
      reportedUser = found?.seller ?? null;
    } else {
      const inConversation = people.filter((person) => person.conversationId === row.targetId);
      reportedUser = reportedIn(
        inConversation.map((person) => person.person),
        row.reporters,
      );
      const about = listings.get(inConversation[0]?.listingId ?? '');
      listing = about ? { id: about.id, title: about.title, status: about.status } : null;
    }
    const reasons = new Map<string, number>();
    for (const reason of row.reasons) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    return {
      targetType: row.targetType as ReportTargetType,
      targetId: row.targetId,
      listing,
      reportedUser,
      count: row.count,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
      details: row.details.filter((text): text is string => Boolean(text)),
      status: row.open ? 'open' : 'closed',
      firstReportedAt: new Date(row.first as unknown as string).toISOString(),
      lastReportedAt: new Date(row.last as unknown as string).toISOString(),
    };
  });
  return pageOf(items, total, query);
}

/** In a conversation of two, the one reported is the one who did not report (else the other of the first reporter). */
function reportedIn<T extends { id: string }>(participants: T[], reporters: readonly string[]) {
  return (
    participants.find((person) => !reporters.includes(person.id)) ??
    participants.find((person) => person.id !== reporters[0]) ??
    null
  );
}

async function reportedUserOf(deps: ServiceDeps, type: ReportTargetType, id: string, reporters: string[]) {
  if (type === 'LISTING') return (await findListingsWithSellers(deps.db, [id]))[0]?.seller ?? null;
  return reportedIn(
    (await findConversationPeople(deps.db, [id])).map((row) => row.person),
    reporters,
  );
}

/**
 * Decides every open report on one target: dismissed, or resolved by removing the listing,
 * warning or disabling the person reported (through the same actions as the user page, each
 * audited there too). The reports close with one audit entry, and each reporter is told the
 * outcome in their language.
 */
export async function resolveReports(
  deps: ServiceDeps,
  admin: UserRow,
  actor: Actor,
  body: ResolveReportsBody,
) {
  const { targetType, targetId, outcome } = body;
  if (outcome === 'removeListing' && targetType !== 'LISTING') throw new AppError('VALIDATION_ERROR');
  const open = await lockOpenReports(deps.db, targetType, targetId);
  if (open.length === 0) throw new AppError('REPORTS_ALREADY_RESOLVED');
  const needsPerson = outcome === 'warn' || outcome === 'disable';
  const person = needsPerson
    ? await reportedUserOf(
        deps,
        targetType,
        targetId,
        open.map((report) => report.reporterId),
      )
    : undefined;
  if (needsPerson && !person) throw new AppError('USER_NOT_FOUND');
  if (outcome === 'disable' && person?.id === actor.id) throw new AppError('FORBIDDEN');
  // The reports close and a warning is recorded in one transaction, under the reports' lock: of two
  // admins deciding the same group at once, the second finds nothing open and changes nothing.
  const closed = await deps.db.transaction(async (tx) => {
    const reporters = await closeGroup(tx, actor, { targetType, targetId }, outcome);
    if (reporters.length === 0) throw new AppError('REPORTS_ALREADY_RESOLVED');
    if (outcome === 'warn' && person) await recordWarning(tx, actor, person.id, body.message ?? '');
    return reporters;
  });
  if (outcome === 'warn' && person) await tellWarned(deps, person.id, body.message ?? '');
  // Disabling is idempotent and revokes sessions and clears caches of its own.
  if (outcome === 'disable' && person) await setUserDisabled(deps, actor, person.id, true);
  await tellReporters(deps, closed, outcome);
  // Removing the listing deletes its reports with it, so it comes after they are closed.
  if (outcome === 'removeListing') await deleteListing(deps, targetId, admin);
  return { outcome, closed: closed.length };
}

/** Closes one target's open reports with the audit entry of the decision; returns the reporters. */
async function closeGroup(
  tx: Database,
  actor: Actor,
  { targetType, targetId }: { targetType: ReportTargetType; targetId: string },
  outcome: ReportOutcome,
) {
  const open = await lockOpenReports(tx, targetType, targetId);
  if (open.length === 0) return [];
  await closeReports(
    tx,
    open.map((report) => report.id),
    {
      status: outcome === 'dismiss' ? 'dismissed' : 'resolved',
      resolvedBy: actor.id,
      resolutionNote: outcome,
    },
  );
  await recordAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'reports.resolve',
    targetType: targetType === 'LISTING' ? 'listing' : 'conversation',
    targetId,
    before: { status: 'open', reports: open.length },
    after: { outcome, reports: open.length },
  });
  return open.map((report) => report.reporterId);
}

async function tellReporters(deps: ServiceDeps, reporters: string[], outcome: ReportOutcome) {
  await notify(deps, reporters, { type: 'SYSTEM_NOTICE' }, (reader) => ({
    ...reportOutcomeText(reader, outcome),
    targetType: 'report',
  }));
}

/** Dismisses the open reports of several targets at once; a target already decided is skipped. */
export async function dismissReports(
  deps: ServiceDeps,
  actor: Actor,
  targets: { targetType: ReportTargetType; targetId: string }[],
) {
  const reporters = await deps.db.transaction(async (tx) => {
    const told: string[] = [];
    for (const target of targets) told.push(...(await closeGroup(tx, actor, target, 'dismiss')));
    return told;
  });
  await tellReporters(deps, reporters, 'dismiss');
  return { closed: reporters.length };
}
