import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';
import { inspectImage, processUploadedImage } from './image-upload.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? `${error.code}:${JSON.stringify(error.details)}` : String(error);
  }
};

describe('inspectImage: type by content', () => {
  it.each([
    ['jpeg', () => solid(40, 30).jpeg().toBuffer()],
    ['png', () => solid(40, 30).png().toBuffer()],
    ['webp', () => solid(40, 30).webp().toBuffer()],
    ['avif', () => solid(40, 30).avif().toBuffer()],
  ])('accepts %s', async (format, make) => {
    expect(await inspectImage(await make(), 'a')).toEqual({ format, width: 40, height: 30 });
  });

  it('refuses a text file named .jpg, an SVG, a GIF and a truncated JPEG, naming the file', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    expect(await codeOf(inspectImage(Buffer.from('just text, honest'), 'photo.jpg'))).toBe(
      'IMAGE_INVALID_TYPE:{"file":"photo.jpg"}',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await codeOf(inspectImage(svg, 'logo.svg'))).toMatch(/^IMAGE_INVALID_TYPE/);
    expect(await codeOf(inspectImage(await solid(10, 10).gif().toBuffer(), 'a.gif'))).toMatch(
      /^IMAGE_INVALID_TYPE/,
    );
    expect(await codeOf(inspectImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg'))).toBe(
      'IMAGE_INVALID_TYPE:{"file":"cut.jpg"}',
    );
  });

  it('refuses a file over 10 MB and a 50-megapixel decompression bomb as too large', async () => {
    expect(await codeOf(inspectImage(Buffer.alloc(12 * 1024 * 1024), 'big.jpg'))).toBe(
      'IMAGE_TOO_LARGE:{"file":"big.jpg"}',
    );
    // A small PNG that claims 10000×5000 pixels: few bytes on disk, 150 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await codeOf(inspectImage(bomb, 'bomb.png'))).toBe(
      'IMAGE_TOO_LARGE:{"file":"bomb.png","reason":"pixels"}',
    );
  });
});

describe('processUploadedImage', () => {
  it('makes WebP variants by width, never enlarged, orientation applied, EXIF gone', async () => {
    // Stored landscape 2000×1000 with EXIF orientation 6: it is really a portrait photo.
    const upload = await solid(2000, 1000)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'gps-and-owner' } })
      .toBuffer();
    const image = await processUploadedImage(upload, 'phone.jpg');
    expect(image.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(image.variants.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['thumbnail', 320, 640],
      ['card', 640, 1280],
      ['full', 1000, 2000],
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(variant.body.includes(Buffer.from('gps-and-owner'))).toBe(false);
    }
  });

  it('gives the same hash to the same bytes, so duplicates can be skipped', async () => {
    const upload = await solid(100, 100).png().toBuffer();
    expect((await processUploadedImage(upload)).contentHash).toBe(
      (await processUploadedImage(Buffer.from(upload))).contentHash,
    );
  });
});
