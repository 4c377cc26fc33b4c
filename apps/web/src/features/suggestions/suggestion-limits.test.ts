import { describe, expect, it } from 'vitest';
import { LISTING_SUGGESTION_LIMITS, SEARCH_TEXT_MAX } from '@souqna/contracts';
import { QUERY_MAX_LENGTH } from './suggestion-limits';

describe('the search boxes stop where the API does', () => {
  it('at the length search and suggestions read', () => {
    expect(QUERY_MAX_LENGTH).toBe(SEARCH_TEXT_MAX);
    expect(QUERY_MAX_LENGTH).toBe(LISTING_SUGGESTION_LIMITS.queryLength);
  });
});
