import { useRef, type PointerEvent } from 'react';

export type Direction = 'ltr' | 'rtl';
export type Step = 1 | -1;

/** The photo `step` away from `index`, wrapping around at both ends. */
export const stepIndex = (index: number, step: Step, count: number) => (index + step + count) % count;

/** Arrow keys follow the reading direction: in Arabic the next photo is to the left. */
export function arrowStep(key: string, direction: Direction): Step | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

// Shorter drags are taps or shaky fingers, not swipes.
const SWIPE_MIN_PX = 40;

/**
 * Pointer handlers that turn a horizontal swipe into a step: dragging the photo away towards the
 * reading start brings the next one, as on any phone gallery.
 */
export function useSwipe(onStep: (step: Step) => void, direction: Direction) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const swiped = Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y);
      if (!swiped) return;
      onStep(dx < 0 === (direction === 'ltr') ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
