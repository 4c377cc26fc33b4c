import { BrowsePage, loadBrowseTexts } from './browse-page';

await loadBrowseTexts();

export default function VehiclesPage() {
  return <BrowsePage scope="vehicles" />;
}
