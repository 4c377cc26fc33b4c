import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BROWSE_DATA_ELEMENT,
  CARD_PHOTO_SIZES,
  coverOf,
  listingQuerySchema,
  listingSchema,
  pageOf,
} from '@souqna/contracts';
import { jsonScript, photoPreload, withBoot } from '../../platform/http/page-boot.js';
import { pageHtml, wantsPage, type WebBuild } from '../../platform/http/spa.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { browseListings } from './search.service.js';

/** Listings a browse page shows at a time (the web app's PAGE_LIMIT). */
const BROWSE_PAGE_LIMIT = 12;
const servedPage = pageOf(listingSchema);

/**
 * `GET /api/listings`'s query for a browse page's first view, in the names and with the values the
 * web app sends (features/browse/browse-query.ts `toApiQuery`): only the views every visitor opens
 * first, a category page as it comes or a search with nothing but its words. Any other view (a
 * filter, a sort, a later page) gets no data and asks the API as before.
 */
function firstViewQuery(
  pathname: string,
  params: URLSearchParams,
): Record<string, string | number> | undefined {
  const names = [...params.keys()];
  const newest = { sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: BROWSE_PAGE_LIMIT } as const;
  if (pathname === '/vehicles' || pathname === '/realestate') {
    if (names.length > 0) return undefined;
    return { mainCategory: pathname === '/vehicles' ? 'vehicles' : 'realEstate', ...newest };
  }
  if (names.some((name) => name !== 'q') || params.getAll('q').length > 1) return undefined;
  const words = params.get('q')?.trim().slice(0, 200);
  return words
    ? { search: words, sortBy: 'relevance', sortOrder: 'desc', page: 1, limit: BROWSE_PAGE_LIMIT }
    : { ...newest };
}

/**
 * What the HTML of a browse page carries: the first page of results, as `GET /api/listings` would
 * answer the query the app is about to send (the app uses it when its query is the same, and asks
 * for nothing), and the first card's photo preloaded with the card's own `srcset` and `sizes`.
 */
export async function browseBoot(deps: ServiceDeps, url: string): Promise<string | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const query = firstViewQuery(pathname, searchParams);
  if (!query) return undefined;
  // Read as the API reads its query string.
  const parsed = listingQuerySchema.safeParse(
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  );
  if (!parsed.success) return undefined;
  const page = z.encode(servedPage, await browseListings(deps, parsed.data));
  const cover = page.items[0] && coverOf(page.items[0]);
  return [
    ...(cover ? [photoPreload(cover, CARD_PHOTO_SIZES, false)] : []),
    jsonScript(BROWSE_DATA_ELEMENT, { query, page }),
  ].join('\n    ');
}

/** `/vehicles`, `/realestate` and `/search`: index.html with their first view's data. */
export function registerBrowsePages(app: FastifyInstance, deps: ServiceDeps, web: WebBuild) {
  for (const path of ['/vehicles', '/realestate', '/search']) {
    const indexHtml = pageHtml(web, path);
    if (!indexHtml) return;
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      // A script or data request for the path is not a page view: it gets the 404 it always got.
      if (!wantsPage(request)) return reply.callNotFound();
      const boot = await browseBoot(deps, request.url).catch((error: unknown) => {
        // The page still works without its data: the app asks the API, as it always did.
        request.log.warn({ err: error }, 'browse page: first data not written');
        return undefined;
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(boot ? withBoot(indexHtml, boot) : indexHtml);
    });
  }
}
