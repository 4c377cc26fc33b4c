import type { TestApp } from './build-test-app.js';

export interface AuditView {
  action: string;
  actor: { id: string } | null;
  before: unknown;
  after: unknown;
}

/** The audit log's entries about `targetId`, newest first, as an admin reads them. */
export async function auditOf(t: TestApp, admin: { auth: Record<string, string> }, targetId: string) {
  const response = await t.app.inject({
    url: `/api/admin/audit-log?q=${encodeURIComponent(targetId)}`,
    headers: admin.auth,
  });
  if (response.statusCode !== 200) throw new Error(`audit log: ${response.body}`);
  return (response.json() as { data: { items: AuditView[] } }).data.items;
}
