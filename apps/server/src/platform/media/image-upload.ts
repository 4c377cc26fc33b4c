import { createHash } from 'node:crypto';
import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors/app-error.js';
import { IMAGE_VARIANTS, type ProcessedImage } from './image-variants.js';

/** DESIGN.md 4: JPEG, PNG, WebP and AVIF, 10 MB each, judged by content. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: LISTING_IMAGE_LIMITS.maxBytes,
  // A 10 MB file can still decode to gigabytes (a "decompression bomb"); 40 MP covers any phone.
  maxPixels: 40_000_000,
} as const;

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * What an upload really is, by its bytes: refuses anything but a whole, decodable JPEG, PNG, WebP
 * or AVIF within the limits. `file` names the upload in the error so the client can point at it.
 */
export async function inspectImage(
  buffer: Buffer,
  file?: string,
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
  const details = file ? { file } : undefined;
  if (buffer.length > IMAGE_UPLOAD_LIMITS.maxBytes) throw new AppError('IMAGE_TOO_LARGE', undefined, details);
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID_TYPE', undefined, details);
  }
  const format =
    metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : undefined) : metadata.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif') {
    throw new AppError('IMAGE_INVALID_TYPE', undefined, details);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_UPLOAD_LIMITS.maxPixels) {
    throw new AppError('IMAGE_TOO_LARGE', undefined, { ...details, reason: 'pixels' });
  }
  // The header can be fine while the data is cut short: decode it all once to be sure.
  try {
    await sharp(buffer, { failOn: 'truncated', limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels }).stats();
  } catch {
    throw new AppError('IMAGE_INVALID_TYPE', undefined, details);
  }
  return { format, width, height };
}

/**
 * An uploaded photo as the WebP variants of DESIGN.md: orientation applied, never enlarged, and no
 * metadata kept (sharp writes none unless asked), so no GPS position leaves the seller's phone.
 */
export async function processUploadedImage(buffer: Buffer, file?: string): Promise<ProcessedImage> {
  await inspectImage(buffer, file);
  const contentHash = createHash('sha256').update(buffer).digest('hex');
  const source = sharp(buffer, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels }).rotate();
  const largest = Math.max(...IMAGE_VARIANTS.map((variant) => variant.width));
  // One decode, downscaled once to the largest variant; the smaller ones come from that.
  const { data, info } = await source
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variants: ProcessedImage['variants'] = [];
  for (const variant of IMAGE_VARIANTS) {
    const encoded = await sharp(data, raw)
      .resize({ width: variant.width, withoutEnlargement: true })
      .webp({ quality: variant.name === 'thumbnail' ? 72 : 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      name: variant.name,
      width: encoded.info.width,
      height: encoded.info.height,
      body: encoded.data,
    });
  }
  return { contentHash, width: info.width, height: info.height, variants };
}
