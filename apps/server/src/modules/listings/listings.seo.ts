import { and, desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listings } from '../../db/schema/index.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { DETAIL_PHOTO_SIZES, LISTING_DATA_ELEMENT, type Listing } from '@souqna/contracts';
import { jsonScript, photoPreload, withBoot } from '../../platform/http/page-boot.js';
import { pageHtml, type WebBuild } from '../../platform/http/spa.js';
import { sellerNotDisabled } from './listings.repository.js';
import { getListing } from './listings.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITEMAP_LIMIT = 50_000;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const formatPrice = (listing: Listing) =>
  `${new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(listing.price)} ${listing.currency}`;

/** The share-preview and search-engine head of one listing: title, Open Graph, Twitter, JSON-LD. */
export function listingHead(listing: Listing, publicUrl: string): string {
  const url = `${publicUrl}/listings/${listing.id}`;
  const title = `${listing.title} · ${formatPrice(listing)} · Souqna`;
  const description = listing.description.replace(/\s+/g, ' ').slice(0, 200);
  const image = listing.images[0]?.cardUrl;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': listing.category.mainCategory === 'vehicles' ? 'Car' : 'Product',
    name: listing.title,
    description,
    url,
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: listing.currency,
      availability: listing.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'Souqna · سوقنا'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    // `<` escaped so a title can never close the script element.
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/**
 * What lets the page paint without waiting for the API: the first photo's preload, with the very
 * `srcset` and `sizes` of the gallery's `<img>` so the browser fetches the one file it will show,
 * while the scripts still load; and the listing as an anonymous reader sees it, which the page
 * shows at once while its own request (which counts the view and knows the reader) is under way.
 */
export function listingBoot(listing: Listing): string {
  const photo = listing.images[0];
  return [
    ...(photo ? [photoPreload(photo, DETAIL_PHOTO_SIZES, true)] : []),
    jsonScript(LISTING_DATA_ELEMENT, listing),
  ].join('\n    ');
}

/** Replaces index.html's generic title and description with the listing's head. */
export const withHead = (indexHtml: string, head: string) =>
  withBoot(
    indexHtml.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[\s\S]*?\/>/, ''),
    head,
  );

/**
 * `/listings/{id}` pages carry their listing in the HTML so shared links preview in messaging apps
 * and crawlers index them; `sitemap.xml` and `robots.txt` point crawlers at the public pages.
 */
export function registerListingsSeo(app: FastifyInstance, deps: ServiceDeps, web: WebBuild) {
  const indexHtml = pageHtml(web, '/listings/:id');
  if (indexHtml) {
    app.get<{ Params: { id: string } }>(
      '/listings/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        let html = indexHtml;
        if (UUID.test(request.params.id)) {
          const listing = await getListing(deps, request.params.id, null).catch(() => undefined);
          if (listing)
            html = withHead(
              indexHtml,
              `${listingHead(listing, deps.publicUrl)}\n    ${listingBoot(listing)}`,
            );
        }
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      },
    );
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin/',
          'Disallow: /messages',
          'Disallow: /settings',
          'Disallow: /profile',
          'Disallow: /saved-listings',
          `Sitemap: ${deps.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await deps.db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .where(and(inArray(listings.status, ['active', 'sold', 'rented']), sellerNotDisabled))
      .orderBy(desc(listings.updatedAt))
      .limit(SITEMAP_LIMIT);
    const pages = ['/', '/vehicles', '/realestate', '/about', '/contact', '/privacy-policy', '/terms'];
    const entry = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(`${deps.publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.map((page) => entry(page)),
      ...rows.map((row) => entry(`/listings/${row.id}`, row.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
}
