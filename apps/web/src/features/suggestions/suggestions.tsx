import { lazy, Suspense } from 'react';
import { i18n } from '../../shared/lib/i18n';
import type { SuggestionScope } from './suggestion-index';
import type { SuggestionBox } from './use-suggestion-box';

// fuse.js, the index and the rows stay out of the first load (bundle-size.test.ts). Focus starts
// the download, so it has normally arrived before the third letter is typed; the rows' sale or
// rent words come with the listing fields' texts, fetched alongside rather than after. Marked pure:
// a page that imports only this feature's limits through its index leaves the dropdown out.
const SuggestionList = /* @__PURE__ */ lazy(async () => {
  const [list] = await Promise.all([import('./suggestion-list'), i18n.loadNamespaces('listing-fields')]);
  return list;
});

/** The dropdown of a box from useSuggestionBox; its code is fetched on first focus or typing. */
export function Suggestions({ box, scope }: { box: SuggestionBox; scope: SuggestionScope }) {
  if (!box.wanted) return null;
  return (
    <Suspense>
      <SuggestionList
        open={box.open}
        query={box.settled}
        pending={box.pending}
        scope={scope}
        listId={box.listId}
        active={box.active}
        optionId={box.optionId}
        onItems={box.onItems}
        onPick={box.pick}
      />
    </Suspense>
  );
}
