import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isSafeMediaKey, type MediaStorage } from './media-storage.js';

export class LocalMediaStorage implements MediaStorage {
  /** `publicBase`: the absolute URL the media route (or a CDN in front of it) serves keys under. */
  constructor(
    private readonly root: string,
    private readonly publicBase: string,
  ) {}

  private resolve(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  // The type is implied by the key's extension when served; an object store would keep it.
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async stream(key: string) {
    const file = this.resolve(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.resolve(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.resolve(to.replace(/\/$/, ''));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // One rename on one file system: a file or a whole folder moves at once or not at all.
      await rename(this.resolve(from.replace(/\/$/, '')), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const folder = this.resolve(prefix.replace(/\/$/, ''));
    try {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  url(key: string): string {
    return `${this.publicBase.replace(/\/$/, '')}/${key}`;
  }
}
