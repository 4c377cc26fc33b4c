// No zod here: the browse page's save button reads the name's limit on first load.

/** How many searches one user may keep; alerts run over all of them. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** Matches reach this far back: each saved search is read up to here, then they are merged. */
export const SAVED_SEARCH_MATCH_WINDOW = 500;
export const SAVED_SEARCH_MATCH_PAGE_MAX = 50;
