import { describe, expect, it } from 'vitest';
import { colourName } from './colour-names';

describe('colourName', () => {
  it('names a swatch by the nearest colour buyers use', () => {
    expect(colourName('#000000')).toBe('black');
    expect(colourName('#FFFFFF')).toBe('white');
    expect(colourName('#b0232a')).toBe('red');
    expect(colourName('#1f2124')).toBe('black');
    expect(colourName('#c8c8c8')).toBe('silver');
    expect(colourName('#0d47a1')).toBe('blue');
  });
});
