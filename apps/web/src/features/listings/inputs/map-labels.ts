import { VIEW_HEIGHT, VIEW_WIDTH } from './map-geometry';

export const LABEL_SIZE = 17;
const GAP = 9;
// Rough average advance of a glyph at LABEL_SIZE: enough to keep labels apart, not to typeset.
const CHAR_WIDTH = LABEL_SIZE * 0.62;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export interface LabelSpot {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (rect: Rect) =>
  rect.left >= 0 && rect.top >= 0 && rect.right <= VIEW_WIDTH && rect.bottom <= VIEW_HEIGHT;

/**
 * Where each dot's name goes: east of it, else west, below or above, whichever first stays in the
 * panel and clear of the names and dots already placed (Daraa and As-Suwayda sit close together).
 */
export function placeLabels(dots: { x: number; y: number; name: string }[]): LabelSpot[] {
  const taken: Rect[] = dots.map(({ x, y }) => ({ left: x - 6, top: y - 6, right: x + 6, bottom: y + 6 }));
  return dots.map(({ x, y, name }) => {
    const width = name.length * CHAR_WIDTH;
    const half = LABEL_SIZE / 2;
    const candidates: [LabelSpot, Rect][] = [
      [
        { x: x + GAP, y, anchor: 'start' },
        { left: x + GAP, top: y - half, right: x + GAP + width, bottom: y + half },
      ],
      [
        { x: x - GAP, y, anchor: 'end' },
        { left: x - GAP - width, top: y - half, right: x - GAP, bottom: y + half },
      ],
      [
        { x, y: y + GAP + half, anchor: 'middle' },
        { left: x - width / 2, top: y + GAP, right: x + width / 2, bottom: y + GAP + LABEL_SIZE },
      ],
      [
        { x, y: y - GAP - half, anchor: 'middle' },
        { left: x - width / 2, top: y - GAP - LABEL_SIZE, right: x + width / 2, bottom: y - GAP },
      ],
    ];
    const free = candidates.find(([, rect]) => inside(rect) && !taken.some((other) => overlaps(rect, other)));
    const [spot, rect] = free ?? candidates.find(([, box]) => inside(box)) ?? candidates[0]!;
    taken.push(rect);
    return spot;
  });
}
