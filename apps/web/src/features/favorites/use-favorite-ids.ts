import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { useSession } from '../../shared/lib/session';
import { favoriteKeys } from './api/favorite-keys';
import { favoriteIdsQueryOptions } from './api/get-favorite-ids';
import { clearFavoriteIds } from './favorite-ids-cache';

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
      clearFavoriteIds();
      queryClient?.removeQueries({ queryKey: favoriteKeys.idsAll() });
      queryClient?.removeQueries({ queryKey: favoriteKeys.listsAll() });
    } else if (lastSeen === null) {
      clearFavoriteIds();
      void queryClient?.invalidateQueries({ queryKey: favoriteKeys.ids(userId) });
    }
    lastSeen = userId;
  }, [queryClient, status, userId]);
}

/** The ids the signed-in user saved; empty for a visitor and while they load. */
export function useFavoriteIds() {
  const { user } = useSession();
  const query = useQuery({ ...favoriteIdsQueryOptions(user?.id ?? ''), enabled: user !== null });
  const ids = useMemo(() => new Set(user ? query.data : []), [user, query.data]);
  return { ids, loading: query.isLoading };
}
