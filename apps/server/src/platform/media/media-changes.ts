import { randomUUID } from 'node:crypto';
import type { MediaStorage } from './media-storage.js';

/** Where a change that could not finish says so (a pino or Fastify logger). */
export interface MediaLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Files on their way in or out sit here, never served; `settleStagedMedia` clears it at start. */
export const STAGING_PREFIX = 'staging';

/**
 * The files that go with one database write, so that a crash anywhere leaves no file without its
 * row and no row without its file: new files are written under a staging key and moved into place
 * after the commit; files to remove are moved aside before it and deleted after. Whatever a crash
 * leaves is staged, and the start-up sweep decides each staged file by whether a row names its key.
 */
export class MediaChanges {
  private readonly folder = `${STAGING_PREFIX}/${randomUUID()}`;
  private readonly added: string[] = [];
  private readonly removed: string[] = [];

  constructor(
    private readonly storage: MediaStorage,
    private readonly log: MediaLog,
  ) {}

  private staged(kind: 'new' | 'old', key: string) {
    return `${this.folder}/${kind}/${key}`;
  }

  /** Writes a file that the coming commit will reference as `key`. */
  async put(key: string, body: Buffer, contentType: string) {
    this.added.push(key);
    await this.storage.put(this.staged('new', key), body, contentType);
  }

  /** Takes a file, or every file under a prefix, out of service ahead of the commit that drops its rows. */
  async remove(keyOrPrefix: string) {
    this.removed.push(keyOrPrefix);
    await this.storage.move(keyOrPrefix, this.staged('old', keyOrPrefix));
  }

  /**
   * After the commit: new files go live, removed ones go. It never throws, since the rows are
   * already committed: what it cannot finish stays staged, and the next start finishes it.
   */
  async commit() {
    try {
      for (const key of this.added) await this.storage.move(this.staged('new', key), key);
      await this.storage.deletePrefix(this.folder);
    } catch (error) {
      this.log.error({ err: error, folder: this.folder }, 'staged media left for the start-up sweep');
    }
  }

  /** When the write failed: new files go, removed ones come back. Never throws, like `commit`. */
  async rollback() {
    try {
      for (const key of this.removed) await this.storage.move(this.staged('old', key), key);
      await this.storage.deletePrefix(this.folder);
    } catch (error) {
      this.log.error({ err: error, folder: this.folder }, 'staged media left for the start-up sweep');
    }
  }
}

/** Runs a database write with its file changes: committed when it succeeds, rolled back when it throws. */
export async function withMediaChanges<T>(
  storage: MediaStorage,
  log: MediaLog,
  write: (media: MediaChanges) => Promise<T>,
): Promise<T> {
  const media = new MediaChanges(storage, log);
  let result: T;
  try {
    result = await write(media);
  } catch (error) {
    await media.rollback();
    throw error;
  }
  await media.commit();
  return result;
}

/** Which of `keys` a committed row names; one per top folder (`listings`, `avatars`). */
export type MediaReferences = (keys: string[]) => Promise<Set<string>>;

/**
 * At start, before any request: each staged file whose key a row names belongs at that key (a
 * crash came between the commit and the move, or before a removal committed); every other one is
 * deleted. A top folder no module claims has no rows, so its staged files go too.
 */
export async function settleStagedMedia(
  storage: MediaStorage,
  references: Record<string, MediaReferences>,
  log: MediaLog,
) {
  const staged = await storage.list(STAGING_PREFIX);
  // staging/<change>/<new|old>/<key>
  const keyOf = (path: string) => path.split('/').slice(3).join('/');
  const byFolder = new Map<string, string[]>();
  for (const path of staged) {
    const key = keyOf(path);
    const folder = key.slice(0, key.indexOf('/'));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), key]);
  }
  const named = new Set<string>();
  for (const [folder, keys] of byFolder) {
    const referenced = references[folder];
    if (referenced) for (const key of await referenced(keys)) named.add(key);
  }
  let restored = 0;
  for (const path of staged) {
    const key = keyOf(path);
    if (named.has(key) && !(await storage.exists(key))) {
      await storage.move(path, key);
      restored += 1;
    }
  }
  await storage.deletePrefix(STAGING_PREFIX);
  if (staged.length > 0) {
    log.info(
      { restored, deleted: staged.length - restored },
      'staged media settled after an interrupted write',
    );
  }
  return { restored, deleted: staged.length - restored };
}
