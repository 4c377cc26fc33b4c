import { describe, expect, it } from 'vitest';
import { enumWithAliases, foldEnumKey } from './enum-with-aliases.js';

describe('enumWithAliases', () => {
  const colour = enumWithAliases(['darkRed', 'blue'] as const, { CRIMSON: 'darkRed' });

  it('folds case and separators', () => {
    expect(foldEnumKey(' Dark_Red-x ')).toBe('darkredx');
    for (const reading of ['darkRed', 'DARK_RED', 'dark-red', 'dark red', 'Crimson']) {
      expect(colour.parse(reading), reading).toBe('darkRed');
    }
  });

  it('exposes its values and a normaliser that never throws', () => {
    expect(colour.values).toEqual(['darkRed', 'blue']);
    expect(colour.normalise('BLUE')).toBe('blue');
    expect(colour.normalise('green')).toBeUndefined();
  });

  it('rejects what it does not know, keeping the input in the issue', () => {
    const result = colour.safeParse('green');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('invalid_value');
  });
});
