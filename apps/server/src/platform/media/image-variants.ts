import type { ResizeOptions } from 'sharp';
import type { ImageVariant } from '../../db/schema/index.js';
import type { MediaChanges } from './media-changes.js';

/** DESIGN.md: WebP variants by width, never enlarged, so pages can reserve the right box. */
export const IMAGE_VARIANTS = [
  { name: 'thumbnail', width: 320 },
  { name: 'card', width: 640 },
  { name: 'full', width: 1600 },
] as const satisfies readonly { name: ImageVariant['name']; width: number }[];

// Cards crop to fill their box, so width is what a variant bounds; a tall photo stops at four
// times that, which keeps every variant far inside WebP's 16,383-pixel side.
const TALLEST_SHAPE = 4;

/** The box a variant of `width` fits inside: ordinary photos by width, tall ones by height too. */
export const variantBox = (width: number): ResizeOptions => ({
  width,
  height: width * TALLEST_SHAPE,
  fit: 'inside',
  withoutEnlargement: true,
});

export interface ProcessedImage {
  contentHash: string;
  /** platform/media/perceptual-hash.ts */
  perceptualHash: bigint;
  width: number;
  height: number;
  variants: (Omit<ImageVariant, 'key' | 'bytes'> & { body: Buffer })[];
}

/** Stages the variants under `prefix`; returns what the `listing_images.variants` column keeps. */
export async function stageImageVariants(changes: MediaChanges, prefix: string, image: ProcessedImage) {
  const stored: ImageVariant[] = [];
  for (const variant of image.variants) {
    const key = `${prefix}/${image.contentHash.slice(0, 16)}-${variant.name}.webp`;
    await changes.put(key, variant.body, 'image/webp');
    stored.push({
      name: variant.name,
      width: variant.width,
      height: variant.height,
      key,
      bytes: variant.body.length,
    });
  }
  return stored;
}
