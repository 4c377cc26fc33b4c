// Saved searches (spec section 5): the browse pages' "save this search" button, and the matches page
// the router loads (app/router.tsx) with the list of searches.
export { loadSaveSearchTexts, MATCHES_PATH, SaveSearchButton } from './save-search-button';
