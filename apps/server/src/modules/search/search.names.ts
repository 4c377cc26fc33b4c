import { createHash } from 'node:crypto';
import {
  CITIES,
  foldName,
  foldSearchText,
  makeNameKeys,
  TYPE_SEARCH_NAMES,
  VEHICLE_MAKES,
  type LocalizedName,
} from '@souqna/contracts';
import type { KnownName } from './search.types.js';

/** Shorter keys (one letter) would make nearly every word a known name. */
const NAME_MIN_LENGTH = 2;
/** The shortest prefix completed to known names: shorter ones start too many. */
const COMPLETION_MIN_LENGTH = 3;
/** A typo may be one edit from a known name from this length, two from TWO_EDITS_FROM: shorter words are too easily another real word. */
const ONE_EDIT_FROM = 5;
const TWO_EDITS_FROM = 8;
/** Known names shorter than this are never what a typo stands for: too many words are one edit from them. */
const TYPO_OF_MIN_LENGTH = 4;

/**
 * Names people search by that listings may spell in the other script or another way: makes (with
 * their known misspellings), models, cities, areas and listing types. Each spelling, folded,
 * leads to every name of the same thing.
 */
let names: Map<string, Set<string>> | undefined;

function addNames(keys: readonly string[], spellings: readonly string[]) {
  const normalised = spellings.map(foldSearchText).filter(Boolean);
  for (const key of keys.map(foldName)) {
    if (key.length < NAME_MIN_LENGTH) continue;
    const known = names!.get(key) ?? new Set<string>();
    for (const name of normalised) known.add(name);
    names!.set(key, known);
  }
}

const allNames = (code: string, name: LocalizedName) => [code, ...Object.values(name)];

function buildNames() {
  names = new Map();
  for (const make of VEHICLE_MAKES) {
    addNames(makeNameKeys(make), [...allNames(make.code, make.name), ...make.aliases]);
    for (const model of make.models) {
      const spellings = allNames(model.code, model.name);
      addNames(spellings, spellings);
    }
  }
  for (const city of CITIES) {
    const spellings = allNames(city.code, city.name);
    addNames(spellings, spellings);
    for (const area of city.areas) addNames(Object.values(area.name), Object.values(area.name));
  }
  for (const [type, spellings] of Object.entries(TYPE_SEARCH_NAMES)) {
    // Every listing's search text holds its type's code ("apartment", "construction").
    const all = [type, ...spellings];
    addNames(all, all);
  }
  return names;
}

/** Every name of what this text names exactly (in any script or known misspelling), if anything. */
export const knownNamesOf = (text: string): KnownName | undefined =>
  (names ?? buildNames()).get(foldName(text));

// Every search asks for the tokens of the names it holds: each set of spellings is hashed once.
const tokens = new WeakMap<KnownName, string>();

/**
 * The lexeme a listing's search vector holds for a known thing its text names (migration 0014's
 * `listing_name_tokens`), so a search asks the index for one list per thing instead of one per
 * spelling ("تويوتا كورولا حلب" asked for fifteen). Derived from the spellings, so two keys of the
 * same thing share it; '@' is never in a normalised word, so no typed word matches it.
 */
export function nameTokenOf(known: KnownName): string {
  let token = tokens.get(known);
  if (token === undefined) {
    token = `@n${createHash('sha1')
      .update([...known].sort().join('|'))
      .digest('hex')
      .slice(0, 12)}`;
    tokens.set(known, token);
  }
  return token;
}

/** Each spelling of each known thing with its thing's token, for the `search_names` table. */
export function searchNameRows(): { spelling: string; token: string }[] {
  const rows = new Map<string, { spelling: string; token: string }>();
  for (const known of (names ?? buildNames()).values()) {
    const token = nameTokenOf(known);
    for (const spelling of known) rows.set(`${token} ${spelling}`, { spelling, token });
  }
  return [...rows.values()].sort(
    (a, b) => a.token.localeCompare(b.token) || a.spelling.localeCompare(b.spelling),
  );
}

/** How many known things a half-typed word may complete to before it says too little. */
const MAX_COMPLETIONS = 6;

/** The names of the known things a half-typed word (three characters or more) starts, if few. */
export function namesStartingWith(prefix: string): string[] {
  const typed = foldName(prefix);
  if (typed.length < COMPLETION_MIN_LENGTH) return [];
  const completions = [...(names ?? buildNames())].filter(
    ([key]) => key.length > typed.length && key.startsWith(typed),
  );
  if (completions.length > MAX_COMPLETIONS) return [];
  return [...new Set(completions.flatMap(([, known]) => [...known]))];
}

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `max + 1` if more. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * The known things closest to a mistyped word ("corola" → Corolla, كورولا), all those equally
 * close: one edit allowed from five characters, two from eight; shorter words are too easily
 * another real word.
 */
export function closestNamesOf(word: string): KnownName[] {
  const typed = foldName(word);
  if (typed.length < ONE_EDIT_FROM) return [];
  const max = typed.length >= TWO_EDITS_FROM ? 2 : 1;
  let best = max + 1;
  let found: KnownName[] = [];
  for (const [key, known] of names ?? buildNames()) {
    if (key.length < TYPO_OF_MIN_LENGTH) continue;
    const distance = editDistance(typed, key, Math.min(max, best));
    if (distance > max) continue;
    if (distance < best) [best, found] = [distance, [known]];
    else if (distance === best && !found.includes(known)) found.push(known);
  }
  return found;
}
