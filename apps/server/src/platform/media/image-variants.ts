import type { ImageVariant } from '../../db/schema/index.js';
import type { MediaStorage } from './media-storage.js';

/** DESIGN.md: WebP variants by width, never enlarged, so pages can reserve the right box. */
export const IMAGE_VARIANTS = [
  { name: 'thumbnail', width: 320 },
  { name: 'card', width: 640 },
  { name: 'full', width: 1600 },
] as const satisfies readonly { name: ImageVariant['name']; width: number }[];

export interface ProcessedImage {
  contentHash: string;
  width: number;
  height: number;
  variants: (Omit<ImageVariant, 'key' | 'bytes'> & { body: Buffer })[];
}

/** Writes the variants under `prefix`; returns what the `listing_images.variants` column keeps. */
export async function storeImageVariants(storage: MediaStorage, prefix: string, image: ProcessedImage) {
  const stored: ImageVariant[] = [];
  for (const variant of image.variants) {
    const key = `${prefix}/${image.contentHash.slice(0, 16)}-${variant.name}.webp`;
    await storage.put(key, variant.body, 'image/webp');
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
