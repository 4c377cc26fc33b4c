import type { Listing } from '@souqna/contracts';
import { FavoriteButton } from './favorite-button';

/** The heart on a card's photo, for `ListingGrid`'s and `ListingCard`'s corner. */
export const favoriteCardAction = (listing: Listing) => <FavoriteButton listing={listing} variant="icon" />;
