import type { ListingImage } from '@souqna/contracts';

// The server's WebP variants by width (DESIGN.md section 4), never enlarged past the original.
const VARIANT_WIDTHS = { thumbnailUrl: 320, cardUrl: 640 } as const;

/**
 * `srcset` of an image's variants, each with its real width, so the browser picks the smallest.
 * Cards leave out the full-size file: at their size it is never the right pick, even on 3x screens.
 */
export function imageSrcSet(image: ListingImage, withFull = true) {
  const candidates = new Map<number, string>();
  for (const [key, width] of Object.entries(VARIANT_WIDTHS) as [keyof typeof VARIANT_WIDTHS, number][]) {
    if (image[key]) candidates.set(Math.min(width, image.width), image[key]);
  }
  if (withFull) candidates.set(image.width, image.url);
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ');
}
