import { useSyncExternalStore } from 'react';

const mediaOf = (media: string) => (typeof window === 'undefined' ? undefined : window.matchMedia?.(media));

/**
 * Whether `media` matches now, following changes (a phone turned, a window resized); `fallback`
 * where the browser has no media queries (jsdom).
 */
export function useMediaQuery(media: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaOf(media);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => mediaOf(media)?.matches ?? fallback,
  );
}
