import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { PremiumRequest } from './get-premium-request';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** `POST /api/subscriptions/premium`: files a request, or answers the one already pending. */
export const requestPremium = () =>
  apiRequest<PremiumRequest>(API_PATHS.subscriptions.premium, { method: 'POST', body: {} });

export function useRequestPremium(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPremium,
    onSuccess: (request) => queryClient.setQueryData(listingKeys.premiumRequest(userId), request),
  });
}
