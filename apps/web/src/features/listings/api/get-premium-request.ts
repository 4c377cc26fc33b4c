import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** A request for the premium plan, which an admin approves for a period (DESIGN.md 4). */
export interface PremiumRequest {
  id: string;
  plan: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
}

/** `GET /api/subscriptions/premium`: the signed-in user's latest request, or null. */
export const getPremiumRequest = () => apiRequest<PremiumRequest | null>(API_PATHS.subscriptions.premium);

export const premiumRequestQueryOptions = (userId: string) =>
  queryOptions({ queryKey: listingKeys.premiumRequest(userId), queryFn: getPremiumRequest });

export const usePremiumRequest = (userId: string) => useQuery(premiumRequestQueryOptions(userId));
