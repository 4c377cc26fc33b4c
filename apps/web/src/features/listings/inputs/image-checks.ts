import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';

/** What the file chooser offers; the bytes decide in the end (detectFormat). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type RefusalReason = 'tooLarge' | 'invalidType' | 'tooMany' | 'duplicate';
export interface Refusal {
  name: string;
  reason: RefusalReason;
}

// Blob.arrayBuffer is missing from older Safari and from jsdom; FileReader is everywhere.
function readBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, at) => bytes[at] === byte);

/** AVIF is an ISO-BMFF `ftyp` box whose major or compatible brands name avif (still) or avis. */
function isAvif(bytes: Uint8Array) {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  for (let at = 8; at + 4 <= boxEnd; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * The format by the file's first bytes, as the server judges it: a renamed text file is refused
 * here already instead of failing the whole upload later.
 */
export async function detectFormat(file: Blob): Promise<ImageFormat | undefined> {
  const bytes = await readBytes(file.slice(0, 64));
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && isAvif(bytes)) return 'avif';
  return undefined;
}

const fingerprints = new WeakMap<File, Promise<string>>();

async function computeFingerprint(file: File) {
  const fallback = `${file.name}:${file.size}:${file.lastModified}`;
  // crypto.subtle exists only on secure origins (https, localhost).
  if (!globalThis.crypto?.subtle) return fallback;
  try {
    const digest = await crypto.subtle.digest('SHA-256', await readBytes(file));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return fallback;
  }
}

/** The file's content hash (name, size and date where hashing is unavailable), computed once. */
export function fingerprint(file: File): Promise<string> {
  let pending = fingerprints.get(file);
  if (!pending) {
    pending = computeFingerprint(file);
    fingerprints.set(file, pending);
  }
  return pending;
}

/**
 * Splits dropped or chosen files into those to add and those refused with a reason, in order:
 * size, type, duplicate (of a picked photo or an earlier file of the same drop), then the count.
 * `picked` are the files already in the form; `room` how many more photos fit.
 */
export async function screenFiles(files: readonly File[], picked: readonly File[], room: number) {
  const seen = new Set(await Promise.all(picked.map(fingerprint)));
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const reason = await refusalOf(file, seen);
    if (!reason && accepted.length >= room) refused.push({ name: file.name, reason: 'tooMany' });
    else if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

async function refusalOf(file: File, seen: Set<string>): Promise<RefusalReason | undefined> {
  if (file.size > LISTING_IMAGE_LIMITS.maxBytes) return 'tooLarge';
  // An unreadable file is as useless as one of the wrong type.
  if (!(await detectFormat(file).catch(() => undefined))) return 'invalidType';
  const print = await fingerprint(file);
  if (seen.has(print)) return 'duplicate';
  seen.add(print);
  return undefined;
}
