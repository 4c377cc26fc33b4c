// Search suggestions as one types (spec section 5): the search bar's and the home page's box.
export { QUERY_MAX_LENGTH } from './suggestion-limits';
export { Suggestions } from './suggestions';
export { useSuggestionBox } from './use-suggestion-box';
