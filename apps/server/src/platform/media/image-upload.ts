import { createHash } from 'node:crypto';
import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../errors/app-error.js';
import type { UploadedFile } from '../http/multipart.js';
import type { ImageQueue } from './image-queue.js';
import { IMAGE_VARIANTS, variantBox, type ProcessedImage } from './image-variants.js';
import { differenceHash } from './perceptual-hash.js';

/** DESIGN.md 4: JPEG, PNG, WebP and AVIF, 10 MB each, judged by content, sized from the header. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: LISTING_IMAGE_LIMITS.maxBytes,
  // A 10 MB file can still decode to gigabytes (a "decompression bomb"); 40 MP covers any phone.
  maxPixels: 40_000_000,
  // A 1 × 39,000,000 strip is under 40 MP yet kept sharp busy for minutes: each side is bounded too.
  maxSide: 12_000,
  maxAspectRatio: 20,
  // The largest photo allowed takes seconds here when the machine is busy; thirty means a file
  // built to be slow, and the queue keeps even that from anyone else's way.
  timeoutSeconds: 30,
} as const;

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const refuse = (code: 'IMAGE_INVALID_TYPE' | 'IMAGE_TOO_LARGE' | 'IMAGE_DIMENSIONS', details: object) =>
  new AppError(code, undefined, details);

function acceptedFormat(metadata: Metadata): AcceptedFormat | undefined {
  const format =
    metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : undefined) : metadata.format;
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'avif' ? format : undefined;
}

/**
 * What an upload really is, from its header alone (nothing is decoded): a JPEG, PNG, WebP or AVIF
 * within the byte, pixel, side and shape limits. `file` names the upload in every refusal so the
 * client can point at it.
 */
export async function inspectImage(
  buffer: Buffer,
  file?: string,
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
  const named = file ? { file } : {};
  if (buffer.length > IMAGE_UPLOAD_LIMITS.maxBytes) {
    throw refuse('IMAGE_TOO_LARGE', { ...named, reason: 'bytes', maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes });
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer).metadata();
  } catch {
    throw refuse('IMAGE_INVALID_TYPE', named);
  }
  const format = acceptedFormat(metadata);
  const { width = 0, height = 0 } = metadata;
  if (!format || width < 1 || height < 1) throw refuse('IMAGE_INVALID_TYPE', named);
  const { maxPixels, maxSide, maxAspectRatio } = IMAGE_UPLOAD_LIMITS;
  if (width * height > maxPixels) throw refuse('IMAGE_TOO_LARGE', { ...named, reason: 'pixels', maxPixels });
  if (Math.max(width, height) > maxSide)
    throw refuse('IMAGE_DIMENSIONS', { ...named, reason: 'side', maxSide });
  if (Math.max(width, height) > maxAspectRatio * Math.min(width, height)) {
    throw refuse('IMAGE_DIMENSIONS', { ...named, reason: 'aspectRatio', maxAspectRatio });
  }
  return { format, width, height };
}

/** The upload opened for decoding: cut-short data fails, and so does a decode that runs too long. */
const decoder = (buffer: Buffer): Sharp =>
  sharp(buffer, { failOn: 'truncated', limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
    .timeout({ seconds: IMAGE_UPLOAD_LIMITS.timeoutSeconds })
    .rotate();

/** Runs the work on a user's file: whatever sharp throws is a 4xx naming the file, never a 500. */
async function decoding<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError('IMAGE_UNPROCESSABLE', undefined, {
      ...(file ? { file } : {}),
      reason: /timeout/i.test(message) ? 'timeout' : 'decode',
    });
  }
}

/**
 * An uploaded photo as the WebP variants of DESIGN.md, in the image queue: orientation applied,
 * never enlarged, and no metadata kept (sharp writes none unless asked), so no GPS position leaves
 * the seller's phone.
 */
export function processUploadedImage(
  queue: ImageQueue,
  buffer: Buffer,
  file?: string,
): Promise<ProcessedImage> {
  return queue.run(() =>
    decoding(file, async () => {
      await inspectImage(buffer, file);
      const contentHash = createHash('sha256').update(buffer).digest('hex');
      const largest = Math.max(...IMAGE_VARIANTS.map((variant) => variant.width));
      // One decode, downscaled once to the largest variant; the smaller ones come from that.
      const { data, info } = await decoder(buffer)
        .resize(variantBox(largest))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      const variants: ProcessedImage['variants'] = [];
      for (const variant of IMAGE_VARIANTS) {
        const encoded = await sharp(data, raw)
          .resize(variantBox(variant.width))
          .webp({ quality: variant.name === 'thumbnail' ? 72 : 80 })
          .toBuffer({ resolveWithObject: true });
        variants.push({
          name: variant.name,
          width: encoded.info.width,
          height: encoded.info.height,
          body: encoded.data,
        });
      }
      const perceptualHash = await differenceHash(data, raw.raw);
      return { contentHash, perceptualHash, width: info.width, height: info.height, variants };
    }),
  );
}

/**
 * A square WebP of `size` pixels, in the image queue: checked like every upload, orientation
 * applied, centred on what draws the eye, every metadata block (EXIF, GPS) dropped.
 */
export function processSquareImage(
  queue: ImageQueue,
  buffer: Buffer,
  size: number,
  file?: string,
): Promise<Buffer> {
  return queue.run(() =>
    decoding(file, async () => {
      await inspectImage(buffer, file);
      return decoder(buffer)
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    }),
  );
}

/**
 * Checks and converts the uploaded photos (a listing's, a message's) one by one in the image queue,
 * skipping any whose bytes were already sent or are already stored (`seen`, content hashes, grows with each one taken).
 */
export async function processPhotos(
  deps: { images: ImageQueue },
  files: readonly UploadedFile[],
  seen = new Set<string>(),
): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    const hash = createHash('sha256').update(file.buffer).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    processed.push(await processUploadedImage(deps.images, file.buffer, file.filename || file.field));
  }
  return processed;
}
