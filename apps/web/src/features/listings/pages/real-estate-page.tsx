import { BrowsePage, loadBrowseTexts } from './browse-page';

await loadBrowseTexts();

export default function RealEstatePage() {
  return <BrowsePage scope="realEstate" />;
}
