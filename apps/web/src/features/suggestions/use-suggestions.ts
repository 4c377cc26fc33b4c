import { useQuery } from '@tanstack/react-query';
import type { Listing } from '@souqna/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listingsQueryOptions } from '../../shared/listing/api/list-listings';
import { suggestionsQueryOptions } from './api/get-suggestions';
import { createSuggestionIndex, type SuggestionScope } from './suggestion-index';
import { INDEX_SIZE, MIN_QUERY_LENGTH, QUERY_MAX_LENGTH, SUGGESTIONS_SHOWN } from './suggestion-limits';

export type SuggestionState =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; listings: Listing[] };

/**
 * Suggestions for a settled query: the local index first, fetched once per five minutes; the
 * server's search only when the index finds nothing or could not be fetched.
 */
export function useSuggestions(query: string, scope: SuggestionScope): SuggestionState {
  const { t } = useTranslation();
  const source = useQuery(listingsQueryOptions({ limit: INDEX_SIZE }));
  const index = useMemo(
    () =>
      source.data
        ? createSuggestionIndex(source.data.items, (type) => t(`types.${type}`, { defaultValue: '' }))
        : undefined,
    // `t` changes with the language: type names are indexed in the reader's.
    [source.data, t],
  );
  const searchable = query.trim().length >= MIN_QUERY_LENGTH;
  const local = useMemo(
    () => (index && searchable ? index.search(query, scope) : undefined),
    [index, searchable, query, scope],
  );
  const needsServer = searchable && (source.isError || local?.length === 0);
  const server = useQuery({
    ...suggestionsQueryOptions(query.trim().slice(0, QUERY_MAX_LENGTH), scope),
    enabled: needsServer,
  });

  if (!searchable) return { status: 'idle' };
  if (local && local.length > 0) return { status: 'done', listings: local };
  if (!needsServer) return { status: 'searching' };
  if (server.isPending) return { status: 'searching' };
  return { status: 'done', listings: server.data?.listings.slice(0, SUGGESTIONS_SHOWN) ?? [] };
}
