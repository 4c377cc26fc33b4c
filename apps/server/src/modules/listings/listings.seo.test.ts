import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_PHOTO_SIZES, imageSrcSet, LISTING_DATA_ELEMENT, type Listing } from '@souqna/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { listingBoot } from './listings.seo.js';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="generic" /><title>Souqna</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://souqna.test' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('listing pages for crawlers and link previews', () => {
  it('puts the title, description, price and Open Graph tags of the listing into its page', async () => {
    const listing = await t.factories.createListing({
      title: 'Kia <Cerato> "2019"',
      description: 'Clean & serviced.',
      price: 12500,
      currency: 'USD',
    });
    const response = await t.app.inject({ url: `/listings/${listing.id}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Kia &lt;Cerato&gt; &quot;2019&quot; · 12,500 USD · Souqna</title>');
    expect(html).toContain(`<meta property="og:url" content="https://souqna.test/listings/${listing.id}" />`);
    expect(html).toContain('<meta name="description" content="Clean &amp; serviced." />');
    expect(html).not.toContain('generic');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Car', offers: { price: 12500, priceCurrency: 'USD' } });
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries the listing as an anonymous reader gets it from the API, so the page paints without a round trip', async () => {
    const listing = await t.factories.createListing({ title: 'Kia </script><b>Cerato' });
    const html = (await t.app.inject({ url: `/listings/${listing.id}`, headers: { accept: 'text/html' } }))
      .body;
    const inline = new RegExp(
      `<script type="application/json" id="${LISTING_DATA_ELEMENT}">(.*?)</script>`,
    ).exec(html);
    // The title's own `</script>` cannot end the element early; the API's answer counted a view.
    expect(inline![1]).not.toContain('<');
    const served = JSON.parse(inline![1]!) as Listing;
    const answer = await t.app.inject({ url: `/api/listings/public/${listing.id}` });
    const { views: _counted, ...fromApi } = answer.json<{ data: Listing }>().data;
    expect(served).toMatchObject(fromApi);
    expect(served.title).toBe('Kia </script><b>Cerato');
  });

  it("preloads the first photo with the gallery's srcset and sizes, so it downloads once", () => {
    const photo = {
      id: 'p1',
      url: '/media/a/full.webp',
      cardUrl: '/media/a/card.webp',
      thumbnailUrl: '/media/a/thumb.webp',
      width: 1600,
      height: 1200,
    } as Listing['images'][number];
    const boot = listingBoot({ images: [photo] } as unknown as Listing);
    const link = /<link rel="preload" as="image"[^>]*>/.exec(boot)![0];
    expect(link).toContain(`imagesrcset="${imageSrcSet(photo)}"`);
    expect(link).toContain(`imagesizes="${DETAIL_PHOTO_SIZES}"`);
    expect(link).toContain('href="/media/a/card.webp"');
    expect(link).toContain('fetchpriority="high"');
    expect(listingBoot({ images: [] } as unknown as Listing)).not.toContain('preload');
  });

  it('serves the plain app for other listing paths and hidden listings', async () => {
    const hidden = await t.factories.createListing({ status: 'inactive', title: 'Secret draft' });
    for (const url of [
      '/listings/create',
      `/listings/${hidden.id}`,
      '/listings/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Souqna</title>');
    }
  });

  it('lists public listings in sitemap.xml and points to it from robots.txt', async () => {
    const visible = await t.factories.createListing();
    const hidden = await t.factories.createListing({ status: 'pending' });
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://souqna.test/listings/${visible.id}</loc>`);
    expect(sitemap).not.toContain(hidden.id);
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://souqna.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});
