/**
 * A photo in the listing form: one already stored on the server (kept by id when editing) or a
 * file picked on this device, shown through an object URL until it is uploaded.
 */
export type PickedImage =
  | { kind: 'existing'; id: string; url: string }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

/** A stable React key and identity for either kind. */
export const pickedKey = (image: PickedImage) => (image.kind === 'existing' ? image.id : image.key);

export const pickedUrl = (image: PickedImage) => (image.kind === 'existing' ? image.url : image.previewUrl);

let counter = 0;
// Not crypto.randomUUID: it exists only on secure origins, and the app is also opened over a LAN IP.
const newKey = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Wraps freshly picked files with a preview each; the caller owns the URLs (see revokePreviews). */
export const pickedFromFiles = (files: readonly File[]): PickedImage[] =>
  files.map((file) => ({ kind: 'new', key: newKey(), file, previewUrl: URL.createObjectURL(file) }));

/** Frees the object URLs of new photos that leave the form. */
export function revokePreviews(images: readonly PickedImage[]) {
  for (const image of images) {
    if (image.kind === 'new') URL.revokeObjectURL(image.previewUrl);
  }
}

/** The list with the photo at `from` moved to `to` (both clamped to the list). */
export function moveImage<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(to, list.length - 1));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}
