import { BrowseRoute, loadBrowseRouteTexts } from './browse-route';

await loadBrowseRouteTexts();

export default function VehiclesPage() {
  return <BrowseRoute scope="vehicles" />;
}
