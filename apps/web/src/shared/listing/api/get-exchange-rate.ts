import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExchangeRate } from '@souqna/contracts';
import { apiRequest } from '../../lib/api-client';

/**
 * An admin's new rate applies at once (issue 24); within a minute of the last answer a page reuses it,
 * after that the next page asks again (a 304 while the rate stands).
 */
const RATE_STALE_MS = 60_000;

/** `GET /api/common/exchange-rate`: the USD→SYP rate in effect, `null` if none was ever set. */
export const getExchangeRate = (signal?: AbortSignal) =>
  apiRequest<ExchangeRate | null>(API_PATHS.reference.exchangeRate, { signal });

export const exchangeRateQueryOptions = queryOptions({
  queryKey: ['exchange-rate'] as const,
  queryFn: ({ signal }) => getExchangeRate(signal),
  staleTime: RATE_STALE_MS,
  // Without the rate a price shows alone; a failed read is no reason to hold the page.
  retry: false,
});

/** SYP to one dollar, once the rate has come (undefined before, or when there is none). */
export const useUsdRate = () => useQuery(exchangeRateQueryOptions).data?.rate;
