import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { screenFiles, type Refusal } from './image-checks';
import { moveImage, pickedFromFiles, pickedKey, revokePreviews, type PickedImage } from './picked-image';
import type { TileAction } from './image-tile';

export type Announcement =
  | { kind: 'refused'; refusals: Refusal[] }
  | { kind: 'moved' | 'cover' | 'removed'; index: number }
  | { kind: 'added'; count: number };

const newFiles = (images: readonly PickedImage[]) =>
  images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));

/**
 * The picker's behaviour apart from its look: screening and adding files one batch at a time,
 * the tile actions, reordering by drag, what to announce, and where focus goes after a move.
 */
export function useImageList(value: PickedImage[], onChange: (next: PickedImage[]) => void) {
  const [announcement, setAnnouncement] = useState<Announcement>();
  const [checking, setChecking] = useState(false);
  const [dragOver, setDragOver] = useState<number>();
  // Batches are screened in turn against the newest list, which may not have re-rendered yet.
  const latest = useRef(value);
  const queue = useRef(Promise.resolve());
  const dragFrom = useRef<number | undefined>(undefined);
  const refocus = useRef<{ key: string; action: TileAction } | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    latest.current = value;
    const target = refocus.current;
    refocus.current = undefined;
    if (!target || !list.current) return;
    const tiles = Array.from(list.current.querySelectorAll<HTMLElement>('[data-key]'));
    const tile = tiles.find((node) => node.dataset.key === target.key);
    const buttons = [target.action, 'earlier', 'later'].map((action) =>
      tile?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [value]);

  const commit = (next: PickedImage[]) => {
    latest.current = next;
    onChange(next);
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    setChecking(true);
    queue.current = queue.current.then(async () => {
      const current = latest.current;
      const room = LISTING_IMAGE_LIMITS.maxFiles - current.length;
      const { accepted, refused } = await screenFiles(files, newFiles(current), room);
      if (accepted.length > 0) commit([...latest.current, ...pickedFromFiles(accepted)]);
      setAnnouncement(
        refused.length > 0
          ? { kind: 'refused', refusals: refused }
          : { kind: 'added', count: accepted.length },
      );
    });
    queue.current = queue.current.finally(() => setChecking(false)).catch(() => undefined);
  };

  const act = (index: number, action: TileAction) => {
    const image = value[index];
    if (!image) return;
    if (action === 'remove') {
      // Focus would fall back to the page's top with the button gone: hand it to a neighbour.
      const neighbour = value[index + 1] ?? value[index - 1];
      refocus.current = neighbour && { key: pickedKey(neighbour), action: 'remove' };
      revokePreviews([image]);
      commit(value.filter((_, at) => at !== index));
      setAnnouncement({ kind: 'removed', index });
      return;
    }
    const to = action === 'cover' ? 0 : action === 'earlier' ? index - 1 : index + 1;
    refocus.current = { key: pickedKey(image), action: action === 'cover' ? 'earlier' : action };
    commit(moveImage(value, index, to));
    setAnnouncement({ kind: action === 'cover' ? 'cover' : 'moved', index: to });
  };

  const isTileDrag = () => dragFrom.current !== undefined;
  const tileDrag = (index: number) => ({
    onDragStart: (event: DragEvent) => {
      dragFrom.current = index;
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only when some data is set.
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent) => {
      if (!isTileDrag()) return;
      event.preventDefault();
      setDragOver(index);
    },
    onDrop: (event: DragEvent) => {
      const from = dragFrom.current;
      if (from === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      dragFrom.current = undefined;
      setDragOver(undefined);
      if (from === index) return;
      commit(moveImage(value, from, index));
      setAnnouncement({ kind: 'moved', index });
    },
    onDragEnd: () => {
      dragFrom.current = undefined;
      setDragOver(undefined);
    },
  });

  return { announcement, checking, dragOver, list, addFiles, act, tileDrag, isTileDrag };
}
