import type { Listing, ListingImage } from './listing.schema.js';

// The server's WebP variants by width (DESIGN.md section 4), never enlarged past the original.
const VARIANT_WIDTHS = { thumbnailUrl: 320, cardUrl: 640 } as const;

/**
 * `srcset` of an image's variants, each with its real width, so the browser picks the smallest.
 * Cards leave out the full-size file: at their size it is never the right pick, even on 3x screens.
 * Shared with the server, whose preload of a listing's first photo must name the very same
 * candidates as the page's `<img>`, or the browser downloads the photo twice.
 */
export function imageSrcSet(image: ListingImage, withFull = true) {
  const candidates = new Map<number, string>();
  for (const [key, width] of Object.entries(VARIANT_WIDTHS) as [keyof typeof VARIANT_WIDTHS, number][]) {
    if (image[key]) candidates.set(Math.min(width, image.width), image[key]);
  }
  if (withFull) candidates.set(image.width, image.url);
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/** The listing page's main photo: the gallery's width at each breakpoint (its `sizes`). */
export const DETAIL_PHOTO_SIZES = '(min-width: 1024px) 60vw, 100vw';

/**
 * The id of the `<script type="application/json">` in which the server hands the listing page its
 * listing with the HTML (apps/server/src/modules/listings/listings.seo.ts).
 */
export const LISTING_DATA_ELEMENT = 'souqna-listing';

/** A card's photo: the one its owner marked, or the first. */
export const coverOf = (listing: Pick<Listing, 'images'>): ListingImage | undefined =>
  listing.images.find((image) => image.isPrimary) ?? listing.images[0];

/** A listing card's photo: its width in the grid at each breakpoint (its `sizes`). */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw';

/**
 * The id of the `<script type="application/json">` in which the server hands a browse page
 * (`/vehicles`, `/realestate`, `/search?q=`) its first page of results with the HTML, as
 * `{ query, page }`: `query` is `GET /api/listings`'s query it answers, in the names the app sends
 * (apps/server/src/modules/search/search.pages.ts).
 */
export const BROWSE_DATA_ELEMENT = 'souqna-browse';
