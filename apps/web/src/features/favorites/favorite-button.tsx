import type { Listing } from '@souqna/contracts';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/lib/session';
import { buttonClasses } from '../../shared/ui/button';
import { useFavoritesSession, useFavoriteIds } from './use-favorite-ids';
import { useToggleFavorite } from './use-toggle-favorite';

export type FavoriteButtonVariant = 'icon' | 'full';

// The card's link covers the whole card (an `::after` layer): the heart sits above it (z-10).
const ICON =
  'absolute end-2 top-2 z-10 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition-colors hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait dark:bg-slate-900/90 dark:text-slate-200 dark:hover:bg-slate-900';

interface HeartButtonProps {
  variant: FavoriteButtonVariant;
  favorite: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * The heart itself. A button even for a visitor, whom it takes to log in: a card keeps one link
 * (the whole card), and the heart is never mistaken for it.
 */
function HeartButton({ variant, favorite, disabled = false, onClick }: HeartButtonProps) {
  const { t } = useTranslation('listings');
  const label = t(favorite ? 'saved.saved' : 'saved.save');
  const colour = favorite ? 'fill-red-600 text-red-600 dark:fill-red-500 dark:text-red-500' : '';
  return (
    <button
      type="button"
      data-testid="listing-save"
      aria-pressed={favorite}
      aria-label={variant === 'icon' ? label : undefined}
      disabled={disabled}
      className={variant === 'icon' ? ICON : buttonClasses('secondary')}
      onClick={(event) => {
        // Never let the click reach a link around the heart.
        event.preventDefault();
        event.stopPropagation();
        onClick?.();
      }}
    >
      <Heart aria-hidden className={`${variant === 'icon' ? 'h-5 w-5' : 'h-4 w-4'} ${colour}`} />
      {variant === 'full' && label}
    </button>
  );
}

/** A visitor saves after logging in, and comes back to the page they were on. */
function LoginHeart({ variant }: { variant: FavoriteButtonVariant }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const login = () => void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  return <HeartButton variant={variant} favorite={false} onClick={login} />;
}

function ToggleHeart({ id, variant }: { id: string; variant: FavoriteButtonVariant }) {
  const { ids, loading } = useFavoriteIds();
  const toggle = useToggleFavorite();
  const favorite = ids.has(id);
  // Until the ids arrive a click could not tell saving from unsaving.
  return (
    <HeartButton
      variant={variant}
      favorite={favorite}
      disabled={loading}
      onClick={() => toggle.mutate({ id, add: !favorite })}
    />
  );
}

/** The heart of spec section 4: on cards (`icon`) and on the detail page (`full`); not on one's own. */
export function FavoriteButton({
  listing,
  variant,
}: {
  listing: Pick<Listing, 'id' | 'userId'>;
  variant: FavoriteButtonVariant;
}) {
  const { status, user } = useSession();
  useFavoritesSession();
  if (user?.id === listing.userId) return null;
  if (user) return <ToggleHeart id={listing.id} variant={variant} />;
  // While the stored session is checked it is neither a login nor a toggle yet.
  if (status === 'loading') return <HeartButton variant={variant} favorite={false} disabled />;
  return <LoginHeart variant={variant} />;
}
