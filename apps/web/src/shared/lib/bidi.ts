// Letters of the RTL scripts we serve (Arabic and its presentation forms), and Latin.
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F]/;

/** Whether a text holds letters of both directions, as bilingual titles do. */
export const mixesDirections = (text: string) => RIGHT_TO_LEFT.test(text) && LEFT_TO_RIGHT.test(text);

/**
 * Clamps a person's text to two lines: with an ellipsis when it reads one way, cut between lines
 * when it mixes directions (where an ellipsis would eat the first letters of a word).
 */
export const twoLines = (text: string) => (mixesDirections(text) ? 'clamp-2-lines' : 'line-clamp-2');

/**
 * A user's text set inside a translated sentence in its own direction (FSI…PDI), so an Arabic name
 * in an English sentence, or the reverse, neither reorders the sentence nor is reordered by it.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
