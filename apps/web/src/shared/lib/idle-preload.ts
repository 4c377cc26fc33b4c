/** Warms the cache with the logo and the listing placeholder once the browser is idle. */
export function preloadWhenIdle(urls: readonly string[] = ['/logo.svg', '/placeholder.svg']) {
  const load = () =>
    urls.forEach((url) => {
      const image = new Image();
      image.src = url;
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
