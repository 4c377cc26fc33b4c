import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.js';
import { IMAGE_UPLOAD_LIMITS, inspectImage } from '../../platform/media/image-upload.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 512;

/**
 * A square WebP of the uploaded picture, checked by content like every upload: orientation
 * applied, centred on what draws the eye, every metadata block (EXIF, GPS) dropped.
 */
export async function storeAvatar(storage: MediaStorage, userId: string, upload: Buffer): Promise<string> {
  if (upload.length > AVATAR_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  await inspectImage(upload);
  const body = await sharp(upload, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${userId}/${createHash('sha256').update(body).digest('hex').slice(0, 16)}.webp`;
  await storage.put(key, body, 'image/webp');
  return key;
}
