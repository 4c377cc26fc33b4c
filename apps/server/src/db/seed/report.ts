import type { SeedReport } from './index.js';

/** The demo accounts as a small table for the log, so a local user can sign in at once. */
export function formatAccounts(report: SeedReport) {
  const rows = report.accounts.map(
    (account) =>
      `  ${account.email.padEnd(24)} ${account.password.padEnd(20)} ${account.role === 'ADMIN' ? 'admin' : account.plan}`,
  );
  return ['Demo accounts (email, password, kind):', ...rows].join('\n');
}
