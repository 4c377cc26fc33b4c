import { createHash } from 'node:crypto';
import sharp from 'sharp';
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

/**
 * Orients, strips metadata (EXIF, GPS) and encodes the WebP variants of one image. The content
 * hash is of the original bytes, so the same photo uploaded twice is recognised.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const contentHash = createHash('sha256').update(input).digest('hex');
  const oriented = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  const { width = 0, height = 0 } = await oriented
    .clone()
    .metadata()
    .then(async (meta) => {
      // metadata() reports the stored orientation; swap for the 90° cases rotate() applies.
      const swap = (meta.orientation ?? 1) >= 5;
      return { width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height };
    });
  const variants = await Promise.all(
    IMAGE_VARIANTS.map(async (variant) => {
      const { data, info } = await oriented
        .clone()
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      return { name: variant.name, width: info.width, height: info.height, body: data };
    }),
  );
  return { contentHash, width, height, variants };
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
