/** Spec section 9's numbers, apart from the index so the top bar can read them without fuse.js. */
export const SUGGESTION_DEBOUNCE_MS = 300;
/**
 * The longest query the API reads (contracts' SEARCH_TEXT_MAX and the suggestions' queryLength; a
 * test holds them equal): the boxes stop there, so no call is refused for its length.
 */
export const QUERY_MAX_LENGTH = 200;
/** Shorter queries match nothing. */
export const MIN_QUERY_LENGTH = 3;
/** At most this many suggestions show under the box. */
export const SUGGESTIONS_SHOWN = 4;
/** The local index holds up to this many listings (also the API's page maximum). */
export const INDEX_SIZE = 100;
