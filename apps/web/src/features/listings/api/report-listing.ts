import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ReportReason } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';

export interface ListingReport {
  id: string;
  reason: ReportReason;
  details?: string;
}

/** `POST /api/listings/{id}/report`: one open report per person and listing (409 otherwise). */
export const reportListing = ({ id, reason, details }: ListingReport) =>
  apiRequest<{ id: string; message: string }>(pathWithId(API_PATHS.listings.report, id), {
    method: 'POST',
    body: details ? { reason, details } : { reason },
  });

export const useReportListing = () => useMutation({ mutationFn: reportListing });
