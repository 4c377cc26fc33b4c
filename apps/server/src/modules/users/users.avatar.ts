import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 512;
// Judged by content, never by the name or the declared type (DESIGN.md 4: images).
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * A square WebP of the uploaded picture: orientation applied, centred crop, every metadata block
 * (EXIF, GPS, camera) dropped because sharp writes none unless asked.
 */
export async function storeAvatar(storage: MediaStorage, userId: string, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    throw new AppError('IMAGE_INVALID_TYPE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('IMAGE_INVALID_TYPE');
  const body = await sharp(upload, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new AppError('IMAGE_INVALID_TYPE');
    });
  const key = `avatars/${userId}/${createHash('sha256').update(body).digest('hex').slice(0, 16)}.webp`;
  await storage.put(key, body, 'image/webp');
  return key;
}
