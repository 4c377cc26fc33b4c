import { foldSearchText } from '@souqna/contracts';
import { closestNamesOf, knownNamesOf, namesStartingWith } from './search.names.js';
import type { SearchGroup, SearchTerms } from './search.types.js';

/** Longer queries are sentences pasted in; their first words are enough to narrow by. */
const MAX_WORDS = 8;
/** The most words a known name has ("land cruiser", "new aleppo"): longer runs are never looked up. */
const MAX_PHRASE_WORDS = 3;
/** The shortest word read as a possible typo: shorter ones are too easily another real word. */
const TYPO_MIN_LENGTH = 4;
/** The shortest last word read as a prefix: one letter as a prefix matches nearly everything. */
const PREFIX_MIN_LENGTH = 2;
const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * Words that join a query's words and name nothing ("شقة للبيع في المزة", "apartment in mezzeh"),
 * normalised. Required like the others, they left out every listing that happens not to use
 * them, and the commonest are in a third of all listings. Inside a known name they stay:
 * "سانتا في" is Santa Fe.
 */
const STOP_WORDS = new Set([
  'في',
  'من',
  'الي',
  'عن',
  'مع',
  'و',
  'او',
  'ثم',
  'a',
  'an',
  'the',
  'in',
  'on',
  'at',
  'of',
  'for',
  'with',
  'and',
  'or',
  'to',
  'by',
  'from',
]);

function wordGroup(typed: string): SearchGroup {
  const exact = knownNamesOf(typed);
  const fuzzy = !exact && typed.length >= TYPO_MIN_LENGTH && hasLetter(typed);
  const known = exact ? [exact] : fuzzy ? closestNamesOf(typed) : [];
  const alternatives = new Set([typed, ...known.flatMap((names) => [...names])]);
  return { typed, alternatives: [...alternatives], known, prefix: false, completions: [], fuzzy };
}

/**
 * Splits a query into the groups every match must satisfy. Known names (makes, models, cities,
 * areas; in any script, misspelt or not, multi-word ones like "land cruiser" too) widen to all
 * their names, so "تويوتا" finds "Toyota" and "Aleppo" finds "حلب".
 */
export function parseSearchQuery(text: string): SearchTerms {
  const typed = foldSearchText(text).split(' ').filter(Boolean);
  // Only stop words: they are what was asked for.
  const meaningful = typed.filter((word, index) => !isStopWord(typed, index));
  const words = (meaningful.length > 0 ? meaningful : typed).slice(0, MAX_WORDS);
  // A stop word typed last leaves the word before it finished.
  const typing = !/\s$/u.test(text) && words.at(-1) === typed.at(-1);
  const groups: SearchGroup[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    let group: SearchGroup | undefined;
    for (let size = Math.min(MAX_PHRASE_WORDS, words.length - start); size >= 2 && !group; size--) {
      const phrase = words.slice(start, start + size);
      const known = knownNamesOf(phrase.join(''));
      if (known) {
        const typed = phrase.join(' ');
        group = {
          typed,
          alternatives: [...new Set([typed, ...known])],
          known: [known],
          prefix: false,
          completions: [],
          fuzzy: false,
        };
        taken = size;
      }
    }
    groups.push(group ?? wordGroup(words[start]!));
    start += taken;
  }
  // A trailing space means the last word is finished; one letter as a prefix matches nearly all.
  const last = groups.at(-1);
  if (last && typing && !last.typed.includes(' ') && last.typed.length >= PREFIX_MIN_LENGTH) {
    last.prefix = true;
    // "كورو" is on its way to كورولا, which listings may spell "corolla".
    last.completions = namesStartingWith(last.typed);
  }
  return { groups };
}

/** Whether the word at `index` is a stop word, and no part of a known name with its neighbours. */
function isStopWord(words: string[], index: number) {
  if (!STOP_WORDS.has(words[index]!) || knownNamesOf(words[index]!)) return false;
  for (let size = 2; size <= MAX_PHRASE_WORDS; size++) {
    for (let start = Math.max(0, index - size + 1); start <= index && start + size <= words.length; start++) {
      if (knownNamesOf(words.slice(start, start + size).join(''))) return false;
    }
  }
  return true;
}

/** Whether a spelling is one of the known things' the group names, which their tokens stand for. */
export const namedBy = (group: SearchGroup, spelling: string) =>
  group.known.some((known) => known.has(spelling));
