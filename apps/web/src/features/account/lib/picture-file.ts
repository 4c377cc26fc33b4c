/** Pictures the server takes for an avatar (DESIGN.md section 4), checked here before sending. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PICTURE_MAX_MB = 5;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;

export type PictureProblem = 'invalidType' | 'tooLarge';

/** Why a chosen file cannot be a profile picture, or `null` when it can. */
export function pictureProblem(file: File): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
