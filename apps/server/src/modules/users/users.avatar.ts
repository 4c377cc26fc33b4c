import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import type { ImageQueue } from '../../platform/media/image-queue.js';
import { processSquareImage } from '../../platform/media/image-upload.js';
import type { MediaReferences } from '../../platform/media/media-changes.js';
import { findProfilePictures } from './users.repository.js';

/** Every picture a user ever uploaded lives in this folder, so deleting the account removes it whole. */
export const avatarFolderOf = (userId: string) => `avatars/${userId}`;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 512;

/**
 * A profile picture as a square WebP and the key it will live under. It is checked by content
 * like every upload, with the same limits as listing photos: 1:20 at most, since the square crop
 * centres on what draws the eye and makes a fair avatar of any shape that could be a photo.
 */
export async function renderAvatar(queue: ImageQueue, userId: string, upload: UploadedFile) {
  const file = upload.filename || upload.field;
  if (upload.buffer.length > AVATAR_MAX_BYTES) {
    throw new AppError('IMAGE_TOO_LARGE', undefined, { file, reason: 'bytes', maxBytes: AVATAR_MAX_BYTES });
  }
  const body = await processSquareImage(queue, upload.buffer, AVATAR_SIZE, file);
  const key = `${avatarFolderOf(userId)}/${createHash('sha256').update(body).digest('hex').slice(0, 16)}.webp`;
  return { key, body };
}

/** The start-up sweep's question for the `avatars` folder: which of these keys a user shows. */
export const avatarReferences =
  (db: Database): MediaReferences =>
  async (keys) =>
    new Set(await findProfilePictures(db, keys));
