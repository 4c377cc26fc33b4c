import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title a page knows only once its data is in (a listing's own title), which the layout shows
 * instead of its route's static one. The layout writes `document.title` after its pages' effects
 * run, so a page cannot simply set it itself.
 */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();

function setPageTitle(next: string | null) {
  pageTitle = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `title` (the layout adds the site's name) while the calling page is on screen. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}

export const usePageTitleOverride = () => useSyncExternalStore(subscribe, () => pageTitle);
