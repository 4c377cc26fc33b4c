import sharp from 'sharp';
import { renderSceneSvg } from '../db/seed/images/scene.js';
import { planListings } from '../db/seed/plan.js';

/**
 * Demo-seed photos as JPEG files a seller could upload: `index` picks a planned listing, so two
 * indexes give two different pictures. Drawn at 1024×768 to keep tests quick.
 */
export async function seedPhoto(index: number): Promise<Buffer> {
  const spec = planListings(new Date('2026-01-01T00:00:00Z'))[index]!.photos[0]!;
  return sharp(Buffer.from(renderSceneSvg(spec, 1024, 768)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same picture as a re-saved copy: resized to `width` and re-encoded at a lower quality. */
export const resaved = (photo: Buffer, width: number) =>
  sharp(photo).resize({ width }).jpeg({ quality: 60 }).toBuffer();
