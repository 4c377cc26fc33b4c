import { describe, expect, it } from 'vitest';
import { arrowStep, stepIndex } from './gallery-navigation';

describe('gallery navigation', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
  });

  it('mirrors the arrow keys right to left', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
    expect(arrowStep('Enter', 'ltr')).toBeUndefined();
  });
});
