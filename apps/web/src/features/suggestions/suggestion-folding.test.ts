import { FOLDING_CORPUS, foldSearchText } from '@souqna/contracts';
import { describe, expect, it } from 'vitest';
import { foldText } from './suggestion-index';

// The web's suggestions fold with the server's table: the contracts' corpus meets here as there.
describe('the suggestions’ folding', () => {
  it.each(FOLDING_CORPUS)('meets %s with %s, word for word as the server folds them', (typed, plain) => {
    expect(foldText(typed)).toBe(foldText(plain));
    expect(foldText(`${typed} ${plain}`)).toBe(foldSearchText(`${typed} ${plain}`));
  });
});
