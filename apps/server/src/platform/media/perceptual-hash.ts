import sharp from 'sharp';

// Issue 24: a difference hash (dHash) of a photo, so a re-saved, re-encoded or resized copy of it
// is recognised: 64 bits, each saying whether a pixel of a 9×8 greyscale thumbnail is brighter
// than its right-hand neighbour. Resizing and JPEG/WebP artefacts move only a few bits.

const WIDTH = 9;
const HEIGHT = 8;
/** At most this many differing bits and two photos are taken for the same picture. */
export const PERCEPTUAL_DISTANCE = 6;

/** The dHash of raw pixels (as sharp's `raw()` gives them), as a signed 64-bit integer. */
export async function differenceHash(
  pixels: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<bigint> {
  const grey = await sharp(pixels, { raw })
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let column = 0; column < WIDTH - 1; column += 1) {
      const left = grey[row * WIDTH + column]!;
      const right = grey[row * WIDTH + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

const bitsOf = (hash: bigint) => BigInt.asUintN(64, hash).toString(2).replace(/0/g, '').length;

export const hammingDistance = (a: bigint, b: bigint) => bitsOf(a ^ b);

/**
 * The hash's eight bytes as `index * 256 + value`, for the GIN index of `perceptual_bands`; two
 * hashes within PERCEPTUAL_DISTANCE bits (< 8) share at least one. None for a plain photo (an
 * even colour or a smooth gradient hashes to nearly all zeros or ones, and so would every other).
 */
export function perceptualBands(hash: bigint): number[] | null {
  const bits = bitsOf(hash);
  if (bits <= 4 || bits >= 60) return null;
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from(
    { length: 8 },
    (_, index) => index * 256 + Number((unsigned >> BigInt(index * 8)) & 0xffn),
  );
}

/** The `listing_images` columns of a photo's hash. */
export const perceptualColumns = (hash: bigint) => ({
  perceptualHash: hash,
  perceptualBands: perceptualBands(hash),
});
