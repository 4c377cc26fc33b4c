import { useParams } from 'react-router';
import PublicProfilePage from '../../features/account/pages/public-profile-page';
import { loadCardTexts } from '../../shared/listing/listing-card';
import { UserListings } from '../../features/listings/components/user-listings';

await loadCardTexts();

/** `/profile/{userId}` and `/users/{userId}`: the member's profile, then their active listings. */
export default function PublicProfileRoute() {
  const { userId = '' } = useParams();
  return (
    <PublicProfilePage>
      <UserListings key={userId} userId={userId} />
    </PublicProfilePage>
  );
}
