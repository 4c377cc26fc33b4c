// Browsing listings: the browse pages' filters, sort, chips and results, and the home page's rows.
// The browse pages themselves are composed in app/routes/browse (with the saved searches' button).
export { BrowsePage, loadBrowseTexts } from './browse-page';
export {
  parseBrowseParams,
  toApiQuery,
  toSearchParams,
  type BrowseScope,
  type BrowseState,
} from './browse-query';
export { chipsOf } from './browse-chips';
export { useChipLabel } from './active-chips';
