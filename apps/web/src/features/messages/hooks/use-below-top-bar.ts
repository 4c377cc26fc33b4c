import { useEffect, useState } from 'react';

/**
 * The height of the window below the sticky top bar, which is one row on phones and wide screens
 * and two between: the inbox fills exactly that, and only its panes scroll.
 */
export function useBelowTopBar() {
  const [top, setTop] = useState(64);
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="top-bar"]');
    if (!bar) return;
    const measure = () => setTop(bar.offsetHeight);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => observer?.disconnect();
  }, []);
  return `calc(100dvh - ${top}px)`;
}
