// The favourites feature (spec section 4: "saved listings" to the reader): the heart on cards and
// on the detail page. Its page is loaded by the router (app/router.tsx).
export { FavoriteButton, type FavoriteButtonVariant } from './favorite-button';
export { favoriteCardAction } from './favorite-card-action';
