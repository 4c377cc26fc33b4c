import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';
import { ImageQueue } from './image-queue.js';
import { blackPng } from '../../test/fixtures/upload-corpus.js';
import { inspectImage, processUploadedImage } from './image-upload.js';

const queue = new ImageQueue({ concurrency: 1, maxWaiting: 10 });

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

  it('refuses a text file named .jpg, an SVG, a GIF and an empty file, naming the file', async () => {
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
    expect(await codeOf(inspectImage(Buffer.alloc(0), 'empty.jpg'))).toBe(
      'IMAGE_INVALID_TYPE:{"file":"empty.jpg"}',
    );
  });

  it('refuses from the header alone a side over 12,000 px and a shape beyond 1:20', async () => {
    const header = blackPng;
    expect(await codeOf(inspectImage(header(1, 39_000_000), 'strip.png'))).toBe(
      'IMAGE_DIMENSIONS:{"file":"strip.png","reason":"side","maxSide":12000}',
    );
    expect(await codeOf(inspectImage(header(100, 2_100), 'ribbon.png'))).toBe(
      'IMAGE_DIMENSIONS:{"file":"ribbon.png","reason":"aspectRatio","maxAspectRatio":20}',
    );
    expect(await codeOf(inspectImage(header(12_001, 1_000), 'wide.png'))).toMatch(
      /^IMAGE_DIMENSIONS:.*"side"/,
    );
    expect(await inspectImage(header(600, 12_000), 'tall.png')).toEqual({
      format: 'png',
      width: 600,
      height: 12_000,
    });
  });

  it('refuses a file over 10 MB and a 50-megapixel decompression bomb as too large', async () => {
    expect(await codeOf(inspectImage(Buffer.alloc(12 * 1024 * 1024), 'big.jpg'))).toBe(
      `IMAGE_TOO_LARGE:{"file":"big.jpg","reason":"bytes","maxBytes":${10 * 1024 * 1024}}`,
    );
    // A small PNG of 10000×5000 pixels: 6 KB on disk, 150 MB once decoded to RGB.
    const bomb = blackPng(10_000, 5_000);
    expect(bomb.length).toBeLessThan(10 * 1024);
    expect(await codeOf(inspectImage(bomb, 'bomb.png'))).toBe(
      'IMAGE_TOO_LARGE:{"file":"bomb.png","reason":"pixels","maxPixels":40000000}',
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
    const image = await processUploadedImage(queue, upload, 'phone.jpg');
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

  it('bounds a tall photo by its height too (four times the width), and refuses 1000 × 17000 by name', async () => {
    const tall = await solid(800, 12_000).png({ compressionLevel: 1 }).toBuffer();
    const image = await processUploadedImage(queue, tall, 'scroll.png');
    expect(image.variants.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['thumbnail', 85, 1280],
      ['card', 171, 2560],
      ['full', 427, 6400],
    ]);
    expect([image.width, image.height]).toEqual([427, 6400]);
    // Issue 18's file: once a 500 from WebP's side limit, now a 422 from the header.
    expect(await codeOf(processUploadedImage(queue, blackPng(1000, 17_000), 'scan.png'))).toBe(
      'IMAGE_DIMENSIONS:{"file":"scan.png","reason":"side","maxSide":12000}',
    );
  });

  it('refuses a JPEG cut short as unreadable, naming the file', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    expect(
      await codeOf(processUploadedImage(queue, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg')),
    ).toBe('IMAGE_UNPROCESSABLE:{"file":"cut.jpg","reason":"decode"}');
  });

  it('gives the same hash to the same bytes, so duplicates can be skipped', async () => {
    const upload = await solid(100, 100).png().toBuffer();
    expect((await processUploadedImage(queue, upload)).contentHash).toBe(
      (await processUploadedImage(queue, Buffer.from(upload))).contentHash,
    );
  });
});
