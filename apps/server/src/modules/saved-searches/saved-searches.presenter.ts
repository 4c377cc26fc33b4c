import type { SavedSearch, SavedSearchFilters } from '@souqna/contracts';
import type { SavedSearchRow } from './saved-searches.repository.js';

/** A saved search on the wire; who owns it and when it last alerted stay on the server. */
export const presentSavedSearch = (row: SavedSearchRow, newMatches = 0): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters as SavedSearchFilters,
  alertsEnabled: row.alertsEnabled,
  frequency: row.alertFrequency,
  newMatches,
  lastSeenAt: row.lastSeenAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
