import type { Database } from '../../db/client.js';
import { knownNamesOf } from './search.names.js';
import { namedBy } from './search.parse.js';
import { correctionsOf, wordsInUse } from './search.repository.js';
import type { SearchGroup, SearchTerms } from './search.types.js';

/** How many of the listings' words a typo may stand for: each one is one more list for the index to read. */
const CORRECTIONS_PER_WORD = 4;
/** How alike (trigram similarity, 0..1) a listing's word must be to a typo to stand for it. */
const CORRECTION_SIMILARITY = 0.4;
/** The shortest word `search_words` holds (migration 0005): shorter ones are too easily another word. */
const WORD_TABLE_MIN_LENGTH = 3;

/** Whether `search_words` holds `word` when listings use it (migration 0005): not too short, not only digits. */
const inWordTable = (word: string) => word.length >= WORD_TABLE_MIN_LENGTH && /\D/u.test(word);

/** Words per statement when many searches' words are looked up together: far under PostgreSQL's 65,535 parameters. */
const WORDS_PER_STATEMENT = 10_000;

/**
 * Adds to each typo-prone group the listings' words it may be a typo of ("toyta" → "toyota"), from
 * the trigram-indexed `search_words` table in one query. A word listings use as typed is no typo.
 * Other spellings that no listing uses are left out: they match nothing, and the index checks
 * every spelling of the query for each listing it considers. Known things' spellings stay (the
 * title's relevance reads them), their tokens ask the index.
 *
 * `submitted` is a query sent as a whole (the browse), not one still being typed (suggestions):
 * its last word is taken as finished when it names a known thing or is a word listings use: as a
 * prefix it only widened the search, reading a whole family of words from the index again.
 */
export async function resolveSearchTerms(
  db: Database,
  input: SearchTerms,
  options: { submitted?: boolean } = {},
): Promise<SearchTerms> {
  const [terms] = await resolveManySearchTerms(db, [input], options);
  return terms!;
}

/**
 * `resolveSearchTerms` of many queries (the saved searches a new listing is matched against): the
 * words of all of them are looked up together, in as few statements as their number allows.
 */
export async function resolveManySearchTerms(
  db: Database,
  inputs: readonly SearchTerms[],
  options: { submitted?: boolean } = {},
): Promise<SearchTerms[]> {
  const asks = inputs.map((input) => lookupsOf(input, options));
  const known = new Set<string>();
  const asked = [...new Set(asks.flatMap((ask) => ask.asked))];
  for (let start = 0; start < asked.length; start += WORDS_PER_STATEMENT) {
    for (const word of await wordsInUse(db, asked.slice(start, start + WORDS_PER_STATEMENT))) known.add(word);
  }
  const unknown = [...new Set(asks.flatMap((ask) => ask.fuzzy))].filter((word) => !known.has(word));
  const corrections = new Map<string, string[]>();
  for (let start = 0; start < unknown.length; start += WORDS_PER_STATEMENT) {
    const found = await correctionsOf(db, unknown.slice(start, start + WORDS_PER_STATEMENT), {
      perWord: CORRECTIONS_PER_WORD,
      similarity: CORRECTION_SIMILARITY,
    });
    for (const [typed, words] of found) corrections.set(typed, words);
  }
  return inputs.map((input, index) => resolvedWith(input, asks[index]!, known, corrections));
}

/** The words `search_words` is asked about for one query, and its typo-prone ones. */
function lookupsOf(input: SearchTerms, options: { submitted?: boolean }) {
  const last = input.groups.at(-1);
  const finishing = options.submitted && last?.prefix ? last.typed : undefined;
  const nameFinished = finishing !== undefined && knownNamesOf(finishing) !== undefined;
  const fuzzy = [...new Set(input.groups.filter((group) => group.fuzzy).map((group) => group.typed))];
  const spellings = input.groups.flatMap((group) =>
    [...group.alternatives, ...group.completions].filter((spelling) => !namedBy(group, spelling)),
  );
  const words = spellings.flatMap((spelling) => spelling.split(' '));
  const asked = [
    ...new Set([...fuzzy, ...(finishing && !nameFinished ? [finishing] : []), ...words.filter(inWordTable)]),
  ];
  return { finishing, nameFinished, fuzzy, asked };
}

function resolvedWith(
  input: SearchTerms,
  { finishing, nameFinished }: ReturnType<typeof lookupsOf>,
  known: ReadonlySet<string>,
  corrections: ReadonlyMap<string, string[]>,
): SearchTerms {
  const terms =
    nameFinished || (finishing !== undefined && known.has(finishing))
      ? { ...input, groups: finishedLast(input.groups) }
      : input;
  const used = (spelling: string) =>
    spelling.split(' ').every((word) => !inWordTable(word) || known.has(word));
  return {
    ...terms,
    groups: terms.groups.map((group) => {
      const alternatives = [
        ...group.alternatives.filter((spelling) => namedBy(group, spelling) || used(spelling)),
        ...(corrections.get(group.typed) ?? []),
      ];
      return {
        ...group,
        // None in use: the typed word stands, matching nothing, as the query asked.
        alternatives: alternatives.length > 0 ? [...new Set(alternatives)] : [group.typed],
        completions: group.completions.filter(used),
      };
    }),
  };
}

/** The groups with the last word no longer read as a prefix. */
const finishedLast = (groups: SearchGroup[]) =>
  groups.map((group, index) =>
    index === groups.length - 1 ? { ...group, prefix: false, completions: [] } : group,
  );
