import { coverOf, type Listing } from '@souqna/contracts';
import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listingHref, TypeIcon } from '../../shared/listing/listing-card';
import { placeName } from '../../shared/listing/location-names';
import { formatListingPrice } from '../../shared/lib/price';
import type { SuggestionScope } from './suggestion-index';
import { SuggestionPanel, SuggestionStatus } from './suggestion-panel';
import { useSuggestions } from './use-suggestions';

function SuggestionRow({
  listing,
  id,
  selected,
  onPick,
}: {
  listing: Listing;
  id: string;
  selected: boolean;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation(['common', 'listing-fields']);
  const cover = coverOf(listing);
  return (
    // The box keeps the focus and names this row through aria-activedescendant; a click picks it.
    <li
      role="option"
      id={id}
      aria-selected={selected}
      data-testid="suggestion"
      onClick={onPick}
      className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50 aria-selected:bg-brand-50 dark:hover:bg-slate-800 dark:aria-selected:bg-brand-900/40"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        {cover ? (
          <img
            src={cover.thumbnailUrl}
            alt=""
            width={48}
            height={48}
            className="h-full w-full object-cover"
          />
        ) : (
          <TypeIcon category={listing.category} className="h-6 w-6" />
        )}
      </span>
      {/* The title gets the whole width, which a phone's narrow panel needs; the price ends the
          last line, or wraps under it at the end when a phone's panel is too narrow for both. */}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          dir="auto"
          data-testid="suggestion-title"
          className="truncate text-sm font-semibold text-match-parent text-slate-900 dark:text-white"
        >
          {listing.title}
        </span>
        <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
          <MapPin aria-hidden className="h-3.5 w-3.5 shrink-0" />
          {/* A bdi takes its text's direction as dir="auto" does, so the ellipsis ends the text. */}
          <bdi data-testid="suggestion-place" className="truncate">
            {placeName(listing, i18n.language)}
          </bdi>
        </span>
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs">
          <span
            data-testid="suggestion-category"
            className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-200"
          >
            {t(`categories.${listing.category.mainCategory}`)}
          </span>
          <span className="min-w-0 truncate text-slate-500 dark:text-slate-400">
            <span data-testid="suggestion-type">{t(`types.${listing.category.subCategory}`)}</span>
            {' · '}
            <span data-testid="suggestion-action">
              {t(`listing-fields:values.listingAction.${listing.listingAction}`)}
            </span>
          </span>
          <span
            data-testid="suggestion-price"
            className="ms-auto shrink-0 text-sm font-bold text-brand-700 tabular-nums dark:text-brand-300"
          >
            {formatListingPrice(i18n.language, listing.price, listing.currency)}
          </span>
        </span>
      </span>
    </li>
  );
}

export interface SuggestionListProps {
  open: boolean;
  /** The query once typing has paused; `pending` while the box holds a newer one. */
  query: string;
  pending: boolean;
  scope: SuggestionScope;
  listId: string;
  active: number;
  optionId: (index: number) => string;
  onItems: (hrefs: string[]) => void;
  onPick: (href: string) => void;
}

/** The suggestions under the top bar's box; loaded on first focus with fuse.js and the index. */
export default function SuggestionList(props: SuggestionListProps) {
  const { open, query, pending, scope, listId, active, optionId, onItems, onPick } = props;
  const { t } = useTranslation();
  const state = useSuggestions(query, scope);
  const listings = state.status === 'done' ? state.listings : [];
  // The box navigates on Enter without this module's code, so it is told where each row leads.
  const hrefs = listings.map((listing) => listingHref(listing.id)).join(' ');
  useEffect(() => onItems(hrefs ? hrefs.split(' ') : []), [hrefs, onItems]);

  if (!open) return null;
  const searching = listings.length === 0 && (pending || state.status !== 'done');
  return (
    <SuggestionPanel>
      {searching ? <SuggestionStatus /> : listings.length === 0 && <SuggestionStatus query={query} />}
      <ul role="listbox" id={listId} aria-label={t('search.suggestions')}>
        {listings.map((listing, index) => (
          <SuggestionRow
            key={listing.id}
            listing={listing}
            id={optionId(index)}
            selected={index === active}
            onPick={() => onPick(listingHref(listing.id))}
          />
        ))}
      </ul>
    </SuggestionPanel>
  );
}
