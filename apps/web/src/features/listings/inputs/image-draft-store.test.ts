import { afterEach, describe, expect, it } from 'vitest';
import { clearDraftImages, loadDraftImages, saveDraftImages } from './image-draft-store';
import { pngFile } from './test/image-files';

const later = (callback: () => void) => setTimeout(callback, 0);

/**
 * Just enough of IndexedDB (jsdom has none, and no fake is installed): one database of key-value
 * stores whose requests answer asynchronously, as the browser's do. `refuse` plays private mode.
 */
function installIndexedDb({ refuse = false } = {}) {
  const stores = new Map<string, Map<string, unknown>>();
  const request = <T>(compute: () => T) => {
    const handle = { result: undefined as T | undefined } as IDBRequest<T>;
    later(() => Object.assign(handle, { result: compute() }));
    return handle;
  };
  const database = {
    createObjectStore: (name: string) => stores.set(name, new Map()),
    close: () => undefined,
    transaction: (name: string) => {
      const data = stores.get(name)!;
      const transaction = {
        objectStore: () => ({
          put: (value: unknown, key: string) => request(() => data.set(key, value) && key),
          get: (key: string) => request(() => data.get(key)),
          delete: (key: string) => request(() => data.delete(key) && undefined),
        }),
      } as unknown as IDBTransaction;
      later(() => later(() => transaction.oncomplete?.(new Event('complete'))));
      return transaction;
    },
  };
  const factory = {
    open: () => {
      const opening = { result: database } as unknown as IDBOpenDBRequest;
      later(() => {
        if (refuse) return opening.onerror?.(new Event('error'));
        if (stores.size === 0) opening.onupgradeneeded?.(new Event('upgradeneeded') as IDBVersionChangeEvent);
        opening.onsuccess?.(new Event('success'));
      });
      return opening;
    },
  };
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: factory });
}

afterEach(() => Reflect.deleteProperty(globalThis, 'indexedDB'));

describe('image draft store', () => {
  it('does nothing, without failing, where there is no IndexedDB', async () => {
    await expect(saveDraftImages('new-listing', [pngFile('a.png')])).resolves.toBeUndefined();
    await expect(loadDraftImages('new-listing')).resolves.toEqual([]);
    await expect(clearDraftImages('new-listing')).resolves.toBeUndefined();
  });

  it('does nothing where IndexedDB refuses to open', async () => {
    installIndexedDb({ refuse: true });
    await saveDraftImages('new-listing', [pngFile('a.png')]);
    await expect(loadDraftImages('new-listing')).resolves.toEqual([]);
  });

  it('keeps the files per key, in order, with name, type and date, until cleared', async () => {
    installIndexedDb();
    await saveDraftImages('new-listing', [pngFile('front.png', 1), pngFile('back.png', 2)]);
    await saveDraftImages('edit-42', [pngFile('other.png', 3)]);

    const restored = await loadDraftImages('new-listing');
    expect(restored.map((file) => [file.name, file.type, file.lastModified, file.size])).toEqual([
      ['front.png', 'image/png', 1_700_000_000_000, pngFile('x', 1).size],
      ['back.png', 'image/png', 1_700_000_000_000, pngFile('x', 2).size],
    ]);
    expect(restored[0]).toBeInstanceOf(File);

    await clearDraftImages('new-listing');
    await expect(loadDraftImages('new-listing')).resolves.toEqual([]);
    expect((await loadDraftImages('edit-42')).map((file) => file.name)).toEqual(['other.png']);
  });
});
