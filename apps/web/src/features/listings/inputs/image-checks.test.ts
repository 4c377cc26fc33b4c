import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import { describe, expect, it } from 'vitest';
import { detectFormat, fingerprint, screenFiles } from './image-checks';
import { bytesFile, pngFile, textFile } from './test/image-files';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const size = 8 + brands.length;
  return [
    0,
    0,
    0,
    size,
    ...'ftyp'.split('').map((c) => c.charCodeAt(0)),
    ...[...brands].map((c) => c.charCodeAt(0)),
  ];
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('image checks', () => {
  it('knows the four formats by their first bytes, whatever the name or declared type', async () => {
    expect(await detectFormat(pngFile('a.jpg'))).toBe('png');
    expect(await detectFormat(bytesFile('a.png', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(await detectFormat(bytesFile('a', [...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')]))).toBe(
      'webp',
    );
    expect(await detectFormat(bytesFile('a', ftyp('avif', 'mif1', 'miaf')))).toBe('avif');
    expect(await detectFormat(bytesFile('a', ftyp('mif1', 'miaf', 'avif')))).toBe('avif');
  });

  it('refuses look-alikes: text, HEIC, GIF, an empty file', async () => {
    expect(await detectFormat(textFile('photo.jpg'))).toBeUndefined();
    expect(await detectFormat(bytesFile('a.heic', ftyp('heic', 'mif1', 'heix')))).toBeUndefined();
    expect(await detectFormat(bytesFile('a.gif', ascii('GIF89a')))).toBeUndefined();
    expect(await detectFormat(bytesFile('a.jpg', []))).toBeUndefined();
  });

  it('fingerprints by content, not by name', async () => {
    expect(await fingerprint(pngFile('a.png', 1))).toBe(await fingerprint(pngFile('b.png', 1)));
    expect(await fingerprint(pngFile('a.png', 1))).not.toBe(await fingerprint(pngFile('a.png', 2)));
  });

  it('screens by size, type, duplicates and room, keeping the order of the rest', async () => {
    const big = pngFile('big.png', 9, LISTING_IMAGE_LIMITS.maxBytes);
    const { accepted, refused } = await screenFiles(
      [
        pngFile('one.png', 1),
        big,
        textFile('notes.jpg'),
        pngFile('again.png', 1),
        pngFile('old.png', 5),
        pngFile('two.png', 2),
        pngFile('three.png', 3),
      ],
      [pngFile('picked.png', 5)],
      2,
    );
    expect(accepted.map((file) => file.name)).toEqual(['one.png', 'two.png']);
    expect(refused).toEqual([
      { name: 'big.png', reason: 'tooLarge' },
      { name: 'notes.jpg', reason: 'invalidType' },
      { name: 'again.png', reason: 'duplicate' },
      { name: 'old.png', reason: 'duplicate' },
      { name: 'three.png', reason: 'tooMany' },
    ]);
  });
});
