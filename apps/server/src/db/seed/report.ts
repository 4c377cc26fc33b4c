import type { SeedReport } from './index.js';

/**
 * The demo accounts as a small table for the log, so a local user can sign in at once. Printed
 * as one message string: the logger redacts `password` fields of objects.
 */
export function formatAccounts(report: Pick<SeedReport, 'accounts'>) {
  const rows = report.accounts.map((account) =>
    `  ${account.email.padEnd(24)} ${account.password.padEnd(20)} ${account.role === 'ADMIN' ? 'admin' : account.plan.padEnd(8)} ${account.role === 'ADMIN' ? '' : account.name}`.trimEnd(),
  );
  return ['Demo accounts (email, password, kind):', ...rows].join('\n');
}
