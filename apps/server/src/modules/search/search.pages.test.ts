import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSE_DATA_ELEMENT,
  CARD_PHOTO_SIZES,
  imageSrcSet,
  type Listing,
  type Page,
} from '@souqna/contracts';
import { randomBytes } from 'node:crypto';
import { listingImages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { seedSearchListings } from '../../test/searchable-listings.js';

let t: TestApp;
let webDir: string;
let ids: Awaited<ReturnType<typeof seedSearchListings>>;
let photographed: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Souqna</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  ids = await seedSearchListings(t);
  // The newest vehicle, with a photo: the first card of /vehicles.
  const listing = await t.factories.createListing({ createdAt: new Date() });
  await t.db.insert(listingImages).values({
    listingId: listing.id,
    position: 0,
    isPrimary: true,
    contentHash: randomBytes(8).toString('hex'),
    storageKey: `listings/${listing.id}/photo-0`,
    width: 1600,
    height: 1200,
  });
  photographed = listing.id;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

interface Served {
  query: Record<string, string | number>;
  page: Page<Listing>;
}

async function served(url: string): Promise<{ html: string; data: Served | undefined }> {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(200);
  const html = response.body;
  const inline = new RegExp(
    `<script type="application/json" id="${BROWSE_DATA_ELEMENT}">(.*?)</script>`,
  ).exec(html);
  return { html, data: inline ? (JSON.parse(inline[1]!) as Served) : undefined };
}

describe("browse pages' first data in the HTML", () => {
  it("carries the first page of each category page and a search's words, as the API answers the app's own query", async () => {
    for (const [url, query, expected] of [
      ['/vehicles', { mainCategory: 'vehicles', sortBy: 'createdAt', sortOrder: 'desc' }, ids.rio],
      ['/realestate', { mainCategory: 'realEstate', sortBy: 'createdAt', sortOrder: 'desc' }, ids.villa],
      [
        '/search?q=%20corolla%20',
        { search: 'corolla', sortBy: 'relevance', sortOrder: 'desc' },
        ids.corollaAleppo,
      ],
      ['/search', { sortBy: 'createdAt', sortOrder: 'desc' }, ids.villa],
    ] as const) {
      const { data } = await served(url);
      expect(data!.query, url).toEqual({ ...query, page: 1, limit: 12 });
      const api = await t.app.inject({
        url: `/api/listings?${new URLSearchParams(Object.entries(data!.query).map(([name, value]) => [name, String(value)] as [string, string]))}`,
      });
      expect(data!.page, url).toEqual(api.json<{ data: Page<Listing> }>().data);
      expect(
        data!.page.items.map((item) => item.id),
        url,
      ).toContain(expected);
    }
  });

  it('writes nothing for a view with filters, a sort or a later page, which the app asks the API for', async () => {
    for (const url of [
      '/vehicles?city=damascus',
      '/realestate?page=2',
      '/search?q=kia&sort=priceLowToHigh',
      '/search?q=a&q=b',
    ]) {
      const { html, data } = await served(url);
      expect(data, url).toBeUndefined();
      expect(html, url).toContain('<div id="root"></div>');
    }
  });

  it("preloads the first card's photo with the card's srcset and sizes", async () => {
    const { html, data } = await served('/vehicles');
    expect(data!.page.items[0]!.id).toBe(photographed);
    const photo = data!.page.items[0]!.images[0]!;
    const link = /<link rel="preload" as="image"[^>]*>/.exec(html)![0];
    expect(link).toContain(`imagesrcset="${imageSrcSet(photo, false)}"`);
    expect(link).toContain(`imagesizes="${CARD_PHOTO_SIZES}"`);
  });
});
