import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { canReportListing } from './listings.policy.js';
import { insertListingReport } from './listings.repository.js';
import { getListing } from './listings.service.js';

/** Files a report for the admin queue: one open report per person and listing. */
export async function reportListing(
  deps: ServiceDeps,
  id: string,
  reporter: UserRow,
  input: { reason: string; details?: string },
) {
  const listing = await getListing(deps, id, reporter);
  if (!canReportListing(reporter, listing))
    throw new AppError('FORBIDDEN', 'You cannot report your own listing');
  const row = await insertListingReport(deps.db, {
    reporterId: reporter.id,
    listingId: id,
    reason: input.reason,
    details: input.details?.trim() || null,
  });
  if (!row) throw new AppError('DUPLICATE_REPORT');
  return { id: row.id, message: 'Thank you. Our team will review this listing.' };
}
