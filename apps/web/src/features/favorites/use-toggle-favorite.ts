import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../shared/lib/toast';
import { useSession } from '../../shared/lib/session';
import { favoriteKeys } from './api/favorite-keys';
import { addFavorite } from './api/add-favorite';
import { removeFavorite } from './api/remove-favorite';
import { readFavoriteIds, writeFavoriteIds } from './favorite-ids-cache';

interface Toggle {
  id: string;
  /** Add it (true) or remove it (false). */
  add: boolean;
}

const withId = (ids: string[] | undefined, { id, add }: Toggle) => {
  const rest = (ids ?? []).filter((each) => each !== id);
  return add ? [id, ...rest] : rest;
};

/**
 * Saves or unsaves at once (spec section 4): the heart changes before the call, and changes back
 * with the spec's error message when it fails. Only the toggled id is put back, so a second
 * toggle in flight keeps its own change.
 */
export function useToggleFavorite() {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const key = favoriteKeys.ids(userId);

  const apply = (toggle: Toggle) => {
    // Local changes keep the time of the last fetch: the hour of spec section 9 runs from there.
    const { dataUpdatedAt } = queryClient.getQueryState(key) ?? {};
    const ids = queryClient.setQueryData<string[]>(key, (old) => withId(old, toggle), {
      updatedAt: dataUpdatedAt || undefined,
    });
    const fetchedAt = readFavoriteIds(userId)?.fetchedAt;
    if (ids && fetchedAt) writeFavoriteIds(userId, { ids, fetchedAt });
  };

  return useMutation({
    mutationFn: async ({ id, add }: Toggle) => {
      if (add) await addFavorite(id);
      else await removeFavorite(id);
    },
    onMutate: async (toggle) => {
      // An answer to an older fetch must not land on top of the change.
      await queryClient.cancelQueries({ queryKey: key });
      apply(toggle);
    },
    onError: (_error, toggle) => {
      apply({ id: toggle.id, add: !toggle.add });
      notify('error', t(toggle.add ? 'saved.addFailed' : 'saved.removeFailed'));
    },
    onSuccess: (_answer, { add }) => {
      notify('success', t(add ? 'saved.added' : 'saved.removed'));
      return queryClient.invalidateQueries({ queryKey: favoriteKeys.list(userId) });
    },
  });
}
