import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditRecord {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/**
 * Writes one admin action to the audit log. Callers pass their transaction, so an action and
 * its entry commit together or not at all: the log never claims what did not happen.
 */
export async function recordAudit(db: Database, record: AuditRecord) {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    data: { before: record.before ?? null, after: record.after ?? null },
    ip: record.ip ?? null,
  });
}
