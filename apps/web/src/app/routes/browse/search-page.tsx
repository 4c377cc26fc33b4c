import { BrowseRoute, loadBrowseRouteTexts } from './browse-route';

await loadBrowseRouteTexts();

export default function SearchPage() {
  return <BrowseRoute scope="search" />;
}
