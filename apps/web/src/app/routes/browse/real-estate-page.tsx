import { BrowseRoute, loadBrowseRouteTexts } from './browse-route';

await loadBrowseRouteTexts();

export default function RealEstatePage() {
  return <BrowseRoute scope="realEstate" />;
}
