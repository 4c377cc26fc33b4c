import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage.js';
import { isSafeMediaKey } from './media-storage.js';

const storage = () =>
  new LocalMediaStorage(mkdtempSync(path.join(tmpdir(), 'souqna-media-')), 'https://souqna.test/media');

describe('LocalMediaStorage', () => {
  it('puts, reads, streams and deletes a file', async () => {
    const media = storage();
    await media.put('listings/a/photo-card.webp', Buffer.from('webp'), 'image/webp');
    expect((await media.get('listings/a/photo-card.webp'))?.toString()).toBe('webp');
    expect((await media.stream('listings/a/photo-card.webp'))?.size).toBe(4);
    expect(await media.exists('listings/a/photo-card.webp')).toBe(true);
    await media.delete('listings/a/photo-card.webp');
    expect(await media.get('listings/a/photo-card.webp')).toBeUndefined();
    expect(await media.stream('listings/a/photo-card.webp')).toBeUndefined();
  });

  it('deletes everything under a prefix (a listing and all its variants)', async () => {
    const media = storage();
    await media.put('listings/a/1-card.webp', Buffer.from('1'), 'image/webp');
    await media.put('listings/a/2-full.webp', Buffer.from('2'), 'image/webp');
    await media.put('listings/b/1-card.webp', Buffer.from('3'), 'image/webp');
    await media.deletePrefix('listings/a/');
    expect(await media.exists('listings/a/1-card.webp')).toBe(false);
    expect(await media.exists('listings/b/1-card.webp')).toBe(true);
  });

  it('gives the absolute public URL the media route serves, under the configured base', () => {
    expect(storage().url('listings/a/1-card.webp')).toBe('https://souqna.test/media/listings/a/1-card.webp');
    const behindCdn = new LocalMediaStorage(tmpdir(), 'https://cdn.souqna.test/m/');
    expect(behindCdn.url('avatars/u/1.webp')).toBe('https://cdn.souqna.test/m/avatars/u/1.webp');
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/passwd',
      'a//b.webp',
      'a/./b.webp',
      'a\\b.webp',
      '',
    ]) {
      expect(isSafeMediaKey(key), key).toBe(false);
    }
    await expect(storage().put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe/);
  });
});
