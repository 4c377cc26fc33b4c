import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resaved, seedPhoto } from '../../test/seed-photos.js';
import { differenceHash, hammingDistance, PERCEPTUAL_DISTANCE, perceptualBands } from './perceptual-hash.js';

const hashOf = async (file: Buffer) => {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  return differenceHash(data, { width: info.width, height: info.height, channels: info.channels });
};

describe('differenceHash', () => {
  it('keeps a resized, re-encoded copy of a photo within the distance, and another photo beyond it', async () => {
    const original = await seedPhoto(0);
    const hash = await hashOf(original);
    for (const width of [800, 480, 320]) {
      const copy = await hashOf(await resaved(original, width));
      expect(hammingDistance(hash, copy)).toBeLessThanOrEqual(PERCEPTUAL_DISTANCE);
      // The GIN index's candidates: a copy within the distance shares a hash byte.
      const shared = perceptualBands(copy)!.filter((band) => perceptualBands(hash)!.includes(band));
      expect(shared.length).toBeGreaterThan(0);
    }
    for (const other of [1, 2, 5]) {
      expect(hammingDistance(hash, await hashOf(await seedPhoto(other)))).toBeGreaterThan(
        PERCEPTUAL_DISTANCE,
      );
    }
  });

  it('gives a plain picture no bands, so it matches nothing', async () => {
    const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    expect(perceptualBands(await hashOf(plain))).toBeNull();
  });
});
