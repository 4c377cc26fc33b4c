import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage.js';
import { settleStagedMedia, STAGING_PREFIX, withMediaChanges } from './media-changes.js';

const silent = pino({ level: 'silent' });
const storage = () =>
  new LocalMediaStorage(mkdtempSync(path.join(tmpdir(), 'souqna-media-')), 'https://souqna.test/media');
const body = Buffer.from('webp');

describe('withMediaChanges', () => {
  it('stages new files out of sight and brings them in after the write; removed files go', async () => {
    const media = storage();
    await media.put('listings/a/old-full.webp', body, 'image/webp');
    await withMediaChanges(media, silent, async (changes) => {
      await changes.put('listings/a/new-full.webp', body, 'image/webp');
      await changes.remove('listings/a/old-full.webp');
      // Inside the write, before its commit: nothing new is live, the removed file is out of service.
      expect(await media.list('listings')).toEqual([]);
    });
    expect(await media.list('listings')).toEqual(['listings/a/new-full.webp']);
    expect(await media.list(STAGING_PREFIX)).toEqual([]);
  });

  it('undoes both when the write throws, and passes the error on', async () => {
    const media = storage();
    await media.put('avatars/u/old.webp', body, 'image/webp');
    const failing = withMediaChanges(media, silent, async (changes) => {
      await changes.put('avatars/u/new.webp', body, 'image/webp');
      await changes.remove('avatars/u');
      throw new Error('the database said no');
    });
    await expect(failing).rejects.toThrow('the database said no');
    expect(await media.list('avatars')).toEqual(['avatars/u/old.webp']);
    expect(await media.list(STAGING_PREFIX)).toEqual([]);
  });
});

describe('settleStagedMedia', () => {
  it('moves in what rows name, deletes the rest, and asks each folder its own question', async () => {
    const media = storage();
    await media.put(`${STAGING_PREFIX}/c1/new/listings/l1/a-full.webp`, body, 'image/webp');
    await media.put(`${STAGING_PREFIX}/c1/new/listings/l1/b-full.webp`, body, 'image/webp');
    await media.put(`${STAGING_PREFIX}/c2/old/avatars/u1/p.webp`, body, 'image/webp');
    await media.put(`${STAGING_PREFIX}/c3/new/unknown/x.webp`, body, 'image/webp');
    const asked: Record<string, string[]> = {};
    const result = await settleStagedMedia(
      media,
      {
        listings: async (keys) => {
          asked.listings = keys.sort();
          return new Set(['listings/l1/a-full.webp']);
        },
        avatars: async (keys) => {
          asked.avatars = keys;
          return new Set(keys);
        },
      },
      silent,
    );
    expect(asked).toEqual({
      listings: ['listings/l1/a-full.webp', 'listings/l1/b-full.webp'],
      avatars: ['avatars/u1/p.webp'],
    });
    expect(result).toEqual({ restored: 2, deleted: 2 });
    expect(await media.list('listings')).toEqual(['listings/l1/a-full.webp']);
    expect(await media.list('avatars')).toEqual(['avatars/u1/p.webp']);
    expect(await media.list('unknown')).toEqual([]);
    expect(await media.list(STAGING_PREFIX)).toEqual([]);
  });
});
