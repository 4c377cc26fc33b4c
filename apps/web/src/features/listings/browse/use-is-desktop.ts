import { useSyncExternalStore } from 'react';

const DESKTOP = '(min-width: 768px)';

const query = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(DESKTOP));

function subscribe(onChange: () => void) {
  const media = query();
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

/** True from 768 px (spec section 2's breakpoint); without media queries, the desktop layout. */
export const useIsDesktop = () => useSyncExternalStore(subscribe, () => query()?.matches ?? true);
