import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline (ms since the epoch), ticking once a second. `startUntil`
 * sets a new deadline; `seconds` is 0 once it has passed.
 */
export function useCountdown(initialDeadline: number | (() => number) = 0) {
  const [clock, setClock] = useState(() => ({
    deadline: typeof initialDeadline === 'function' ? initialDeadline() : initialDeadline,
    now: Date.now(),
  }));
  const seconds = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const startUntil = (deadline: number) => setClock({ deadline, now: Date.now() });
  return { seconds, startUntil };
}
