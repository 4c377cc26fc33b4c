import { LISTING_IMAGE_LIMITS, MESSAGE_IMAGE_LIMITS, type Message } from '@souqna/contracts';

/** What the server takes in a message (the listings' pipeline): checked here before sending. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PHOTO_MAX_BYTES = LISTING_IMAGE_LIMITS.maxBytes;
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
export const MAX_PHOTOS = MESSAGE_IMAGE_LIMITS.maxFiles;

export type PhotoProblem = 'invalidType' | 'tooLarge' | 'tooMany';

/** Splits chosen files into those that fit beside `already` photos and why the others do not. */
export function checkPhotos(files: readonly File[], already: number) {
  const accepted: File[] = [];
  const refused: { name: string; problem: PhotoProblem }[] = [];
  for (const file of files) {
    const problem: PhotoProblem | null = !(PHOTO_TYPES as readonly string[]).includes(file.type)
      ? 'invalidType'
      : file.size > PHOTO_MAX_BYTES
        ? 'tooLarge'
        : already + accepted.length >= MAX_PHOTOS
          ? 'tooMany'
          : null;
    if (problem) refused.push({ name: file.name, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A message with photos and no text: the list and alerts say "Photo" rather than nothing. */
export const isPhotoOnly = (message: Pick<Message, 'content' | 'images'>) =>
  !message.content && message.images.length > 0;
