import { describe, expect, it } from 'vitest';
import { matchMake } from './makes.js';
import { FOLDING_CORPUS, foldName, foldSearchText } from './fold-name.js';

describe('the one folding', () => {
  it.each(FOLDING_CORPUS)('meets %s with %s, as search text and as a name key', (typed, plain) => {
    expect(foldSearchText(typed)).toBe(foldSearchText(plain));
    expect(foldName(typed)).toBe(foldName(plain));
  });

  it('gives name keys that are the search text without its spaces', () => {
    for (const [typed] of FOLDING_CORPUS) {
      expect(foldName(`${typed} , ${typed}`)).toBe(foldSearchText(`${typed} , ${typed}`).replace(/ /g, ''));
    }
  });

  it('finds a make by any spelling of the corpus', () => {
    expect(matchMake('کیا')?.code).toBe('kia');
    expect(matchMake('Citroën')?.code).toBe('citroen');
  });
});
