import { AUTH_LIMITS } from '@souqna/contracts';
import { ApiError } from '../../../shared/lib/api-client';
import { useCountdown } from './use-countdown';

// One lock for the login and register forms (spec section 4): moving from one to the other
// while it runs does not lift it.
let lockedUntil = 0;

/**
 * After a RATE_LIMIT answer, login and register stay locked for 30 s (longer only when the
 * server's Retry-After asks for it); `seconds` counts down to zero.
 */
export function useRateLimitLock() {
  const { seconds, startUntil } = useCountdown(lockedUntil);
  /** True when `error` is a RATE_LIMIT answer, which then starts the lock. */
  const lockOn = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'RATE_LIMIT') return false;
    const wait = Math.max(AUTH_LIMITS.rateLimitLockSeconds, error.retryAfter ?? 0);
    lockedUntil = Date.now() + wait * 1000;
    startUntil(lockedUntil);
    return true;
  };
  return { seconds, locked: seconds > 0, lockOn };
}
