import type { Manifest } from 'vite';

/**
 * The public pages people land on from search engines and shared links, by their route in
 * router.tsx and the module of their page. Build-time only (vite.config.ts, bundle-size.test.ts):
 * nothing in the app imports it.
 */
export const PUBLIC_PAGES = {
  '/': 'src/app/routes/home/home-page.tsx',
  '/vehicles': 'src/app/routes/browse/vehicles-page.tsx',
  '/realestate': 'src/app/routes/browse/real-estate-page.tsx',
  '/search': 'src/app/routes/browse/search-page.tsx',
  '/listings/:id': 'src/features/listings/pages/listing-page.tsx',
} as const;
export type PublicPage = keyof typeof PUBLIC_PAGES;

/**
 * The manifest key of a page's lazy chunk: its source while only the router imports it; once a
 * lazy part of the page shares modules with it, Vite keys it by file name ("_home-page-….js").
 */
export function pageChunkKey(manifest: Manifest, source: string): string | undefined {
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  return Object.keys(manifest).find(
    (key) => key === source || (manifest[key]?.name === name && manifest[key]?.isDynamicEntry),
  );
}

/** The files a manifest entry loads before it runs: its chunk and its static imports, deeply. */
export function staticClosure(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.imports?.forEach((imported) => staticClosure(manifest, imported, files));
  return files;
}

/**
 * For each public page, the scripts its first view needs beyond what index.html already preloads:
 * its lazy chunk and that chunk's imports. The server puts them in the page's HTML as
 * modulepreloads (apps/server/src/platform/http/spa.ts), so they download with the entry instead of
 * after it has run.
 */
export function pagePreloads(manifest: Manifest): Record<PublicPage, string[]> {
  const entry = staticClosure(manifest, 'index.html');
  return Object.fromEntries(
    Object.entries(PUBLIC_PAGES).map(([route, source]) => {
      const key = pageChunkKey(manifest, source);
      const files = key ? [...staticClosure(manifest, key)].filter((file) => !entry.has(file)) : [];
      return [route, files.filter((file) => file.endsWith('.js'))];
    }),
  ) as Record<PublicPage, string[]>;
}
