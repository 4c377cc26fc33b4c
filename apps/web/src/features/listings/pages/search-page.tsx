import { BrowsePage, loadBrowseTexts } from './browse-page';

await loadBrowseTexts();

export default function SearchPage() {
  return <BrowsePage scope="search" />;
}
