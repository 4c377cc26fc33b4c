import { BrowsePage, loadBrowseTexts, type BrowseScope } from '../../../features/browse';
import { loadSaveSearchTexts, SaveSearchButton } from '../../../features/saved-searches';

/** The browse pages' texts and the save button's, awaited when a browse page's module loads. */
export const loadBrowseRouteTexts = () => Promise.all([loadBrowseTexts(), loadSaveSearchTexts()]);

/** A browse page with its "save this search" button: the two features meet here. */
export function BrowseRoute({ scope }: { scope: BrowseScope }) {
  return (
    <BrowsePage scope={scope} saveSearch={(state) => <SaveSearchButton scope={scope} state={state} />} />
  );
}
