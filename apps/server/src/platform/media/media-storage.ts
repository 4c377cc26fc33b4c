import type { Readable } from 'node:stream';

/** Where uploaded and generated files live. Local disk by default; S3 can implement the same. */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  stream(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Moves a key, or everything under a prefix, to a new name; a missing source is no error. */
  move(from: string, to: string): Promise<void>;
  /** Every key under a prefix, at any depth. */
  list(prefix: string): Promise<string[]>;
  /** The absolute public URL of a key (the media route under PUBLIC_URL, or a CDN's). */
  url(key: string): string;
}

export const MEDIA_ROUTE_PREFIX = '/media/';

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no odd characters. */
export function isSafeMediaKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

/**
 * A stored picture value as the absolute URL that leaves the server (a mobile app has no origin to
 * resolve a path against): a media key, or a stored path of the media route read as the key it
 * names; an external URL is passed on.
 */
export const pictureUrl = (storage: MediaStorage, value: string | null) =>
  value
    ? /^https?:\/\//.test(value)
      ? value
      : storage.url(value.replace(new RegExp(`^${MEDIA_ROUTE_PREFIX}|^/`), ''))
    : null;
