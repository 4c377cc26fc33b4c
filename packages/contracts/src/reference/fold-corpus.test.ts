import { describe, expect, it } from 'vitest';
import { matchMake } from './makes.js';
import { safetyHintsOf } from '../messaging/safety-hints.js';
import { FOLDING_CORPUS, foldLetters, foldName, foldSearchText } from './fold-name.js';

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

  it('meets them for the safety hints too, which keep punctuation and case', () => {
    for (const [typed, plain] of FOLDING_CORPUS) {
      expect(foldLetters(`${typed}, ok?`).toLowerCase()).toBe(`${foldLetters(plain).toLowerCase()}, ok?`);
    }
    // Persian yeh, as pasted text has it, still raises the hint its Arabic spelling does.
    expect(safetyHintsOf('ابعتلی المبلغ')).toEqual(safetyHintsOf('ابعتلي المبلغ'));
    expect(safetyHintsOf('ابعتلی المبلغ')).toEqual(['advancePayment']);
  });

  it('finds a make by any spelling of the corpus', () => {
    expect(matchMake('کیا')?.code).toBe('kia');
    expect(matchMake('Citroën')?.code).toBe('citroen');
  });
});
