import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { useSession } from '../../../shared/lib/session';
import { listingKeys } from '../api/listing-keys';
import { savedListingIdsQueryOptions } from '../api/saved-listing-ids';
import { clearSavedIds } from './saved-ids-cache';

/**
 * Who the hearts last saw in this tab: `undefined` until a session is known (a reload restores
 * one), `null` for a visitor. A user after `null` has just logged in.
 */
let lastSeen: string | null | undefined;

/**
 * Spec section 4: emptied on sign-out, fetched afresh on login, reused from storage on reload.
 * Every heart watches, a visitor's too (whose card may live outside any query client).
 */
export function useFavoritesSession() {
  const queryClient = useContext(QueryClientContext);
  const { status, user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (status === 'loading') {
      lastSeen = undefined;
      return;
    }
    if (userId === lastSeen) return;
    if (userId === null) {
      clearSavedIds();
      queryClient?.removeQueries({ queryKey: listingKeys.savedIdsAll() });
      queryClient?.removeQueries({ queryKey: listingKeys.favoritesAll() });
    } else if (lastSeen === null) {
      clearSavedIds();
      void queryClient?.invalidateQueries({ queryKey: listingKeys.savedIds(userId) });
    }
    lastSeen = userId;
  }, [queryClient, status, userId]);
}

/** The ids the signed-in user saved; empty for a visitor and while they load. */
export function useSavedIds() {
  const { user } = useSession();
  const query = useQuery({ ...savedListingIdsQueryOptions(user?.id ?? ''), enabled: user !== null });
  const ids = useMemo(() => new Set(user ? query.data : []), [user, query.data]);
  return { ids, loading: query.isLoading };
}
