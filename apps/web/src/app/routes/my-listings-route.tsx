import { AccountNav } from '../../features/account/components/account-nav';
import { loadAccountTexts } from '../../features/account/lib/account-texts';
import MyListingsPage from '../../features/listings/pages/my-listings-page';

await loadAccountTexts();

/** `/profile/listings`: the user's listings under the same tabs as their other own pages. */
export default function MyListingsRoute() {
  return <MyListingsPage nav={<AccountNav />} />;
}
