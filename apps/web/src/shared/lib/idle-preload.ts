/**
 * Runs `callback` once the browser is idle (or after `timeout` ms at the latest), for work the
 * first paint must not wait for: code a tap will need, images a later page shows. Returns the
 * cancel for an effect's cleanup.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, timeout / 2);
  return () => clearTimeout(handle);
}

/** Warms the cache with the logo and the listing placeholder once the browser is idle. */
export function preloadWhenIdle(urls: readonly string[] = ['/logo.svg', '/placeholder.svg']) {
  whenIdle(() =>
    urls.forEach((url) => {
      const image = new Image();
      image.src = url;
    }),
  );
}
