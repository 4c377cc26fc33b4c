/**
 * The listing form's new photos kept on this device, so a reload or a dropped connection does not
 * lose them before they are uploaded. The form's other fields fit in localStorage; files do not,
 * so they go to IndexedDB. Where IndexedDB is missing or refuses (private mode, full disk), every
 * call quietly does nothing: the draft is a convenience, never a reason for the form to fail.
 */

const DATABASE = 'souqna-drafts';
const STORE = 'listing-images';

interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  data: Blob;
}

function openDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
      request.onblocked = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Runs one request in its own transaction; its result once committed, `undefined` on any failure. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  return new Promise((resolve) => {
    const finish = (result?: T) => {
      database.close();
      resolve(result);
    };
    try {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => finish(request.result);
      transaction.onerror = () => finish();
      transaction.onabort = () => finish();
    } catch {
      finish();
    }
  });
}

/** Keeps `files` under `key`, replacing what was kept there. */
export async function saveDraftImages(key: string, files: File[]): Promise<void> {
  const stored: StoredFile[] = files.map((file) => ({
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data: file,
  }));
  await inStore('readwrite', (store) => store.put(stored, key));
}

/** The files kept under `key`, in their order; none when nothing (or nothing readable) is kept. */
export async function loadDraftImages(key: string): Promise<File[]> {
  const stored = await inStore<unknown>('readonly', (store) => store.get(key));
  if (!Array.isArray(stored)) return [];
  return (stored as StoredFile[]).map(
    (entry) => new File([entry.data], entry.name, { type: entry.type, lastModified: entry.lastModified }),
  );
}

export async function clearDraftImages(key: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(key));
}
