import { describe, expect, it } from 'vitest';
import { enumReader, foldEnumKey } from './enum-reader.js';
import { enumSchemaOf, enumWithAliases } from './enum-with-aliases.js';

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

  it('reads the same without zod as its schema does', () => {
    const reader = enumReader(['darkRed', 'blue'] as const, { CRIMSON: 'darkRed' });
    for (const reading of ['darkRed', 'DARK_RED', 'dark-red', 'Crimson', 'BLUE', 'green']) {
      expect(reader.normalise(reading), reading).toBe(colour.normalise(reading));
    }
    expect(enumSchemaOf(reader).parse('crimson')).toBe('darkRed');
  });
});
