import {
  CARD_PHOTO_SIZES,
  coverOf,
  imageSrcSet,
  type Listing,
  type PropertyType,
  type VehicleType,
} from '@souqna/contracts';
import {
  Bath,
  BadgeCheck,
  BedDouble,
  CalendarRange,
  Cog,
  Gauge,
  MapPin,
  Ruler,
  type LucideIcon,
} from 'lucide-react';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { twoLines } from '../lib/bidi';
import { formatNumber } from '../lib/format';
import { i18n } from '../lib/i18n';
import { formatRelativeTime } from '../lib/relative-time';
import { CATEGORY_ICONS, TYPE_ICONS } from '../ui/category-icons';
import { placeName } from './location-names';
import { ListingPrice } from './listing-price';
import { UNITS } from './units';

/** The texts a card needs, with the API errors its actions may show. */
export const CARD_NAMESPACES = ['listings', 'listing-fields'] as const;

/** Pages showing cards await this when their module loads: no flash of keys on first paint. */
export const loadCardTexts = () => i18n.loadNamespaces([...CARD_NAMESPACES, 'common', 'errors']);

export const listingHref = (id: string) => `/listings/${encodeURIComponent(id)}`;

export const isClosed = (listing: Pick<Listing, 'status'>) =>
  listing.status === 'sold' || listing.status === 'rented';

/** The vehicle or property type's label: `OTHER` exists in both, so the category decides. */
export const typeLabelKey = ({ mainCategory, subCategory }: Listing['category']) =>
  `listing-fields:values.${mainCategory === 'vehicles' ? 'vehicleType' : 'propertyType'}.${subCategory}`;

/** The type's picture, or the category's for a type without one. */
export function TypeIcon({ category, className }: { category: Listing['category']; className: string }) {
  const icon =
    TYPE_ICONS[category.subCategory as VehicleType | PropertyType] ?? CATEGORY_ICONS[category.mainCategory];
  return createElement(icon, { 'aria-hidden': true, className });
}

/**
 * The cover photo in a fixed 4:3 box; width and height are the photo's own, so the browser
 * reserves the space before the file arrives and nothing below it moves.
 */
export function ListingCover({ listing, className = '' }: { listing: Listing; className?: string }) {
  const { t } = useTranslation('listings');
  const cover = coverOf(listing);
  const dimmed = isClosed(listing) ? 'opacity-60 grayscale' : '';
  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800 ${className}`}>
      {cover ? (
        <img
          src={cover.cardUrl}
          srcSet={imageSrcSet(cover, false)}
          sizes={CARD_PHOTO_SIZES}
          width={cover.width}
          height={cover.height}
          loading="lazy"
          decoding="async"
          alt={t('card.photoAlt', { title: listing.title })}
          className={`h-full w-full object-cover ${dimmed}`}
        />
      ) : (
        <span
          role="img"
          aria-label={t('card.noPhoto')}
          className="flex h-full w-full items-center justify-center text-slate-400 dark:text-slate-500"
        >
          <TypeIcon category={listing.category} className="h-10 w-10" />
        </span>
      )}
    </div>
  );
}

/** Sold and rented stay visible, so a card says it in large letters across the photo. */
function ClosedMarker({ status }: { status: 'sold' | 'rented' }) {
  const { t } = useTranslation('listings');
  const colours = status === 'sold' ? 'bg-red-700 text-white dark:bg-red-600' : 'bg-amber-400 text-slate-950';
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span
        data-testid="listing-card-closed"
        className={`inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-base font-extrabold tracking-wide uppercase shadow-lg ${colours}`}
      >
        <BadgeCheck aria-hidden className="h-5 w-5" />
        {t(`status.${status}`)}
      </span>
    </span>
  );
}

type Fact = [field: string, icon: LucideIcon];
const VEHICLE_FACTS: Fact[] = [
  ['year', CalendarRange],
  ['mileage', Gauge],
  ['transmissionType', Cog],
];
const REAL_ESTATE_FACTS: Fact[] = [
  ['bedrooms', BedDouble],
  ['bathrooms', Bath],
  ['size', Ruler],
];

/** Three facts that tell listings apart at a glance; each names its field for screen readers. */
function CardFacts({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation('listing-fields');
  const details = listing.details.vehicles ?? listing.details.realEstate ?? {};
  const facts = (listing.details.vehicles ? VEHICLE_FACTS : REAL_ESTATE_FACTS).flatMap(([field, Icon]) => {
    const value = details[field];
    if (typeof value === 'number') {
      const number = formatNumber(i18n.language, value, field === 'year' ? { useGrouping: false } : {});
      const unit = UNITS[field];
      return [{ field, Icon, text: unit ? `${number} ${t(`units.${unit}`)}` : number }];
    }
    if (typeof value === 'string' && /^[A-Za-z]+$/.test(value)) {
      return [{ field, Icon, text: t(`values.${field}.${value}`) }];
    }
    return [];
  });
  if (facts.length === 0) return null;
  return (
    <ul
      data-testid="listing-card-facts"
      className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300"
    >
      {facts.map(({ field, Icon, text }) => (
        <li key={field} className="flex items-center gap-1">
          <Icon aria-hidden className="h-3.5 w-3.5 shrink-0 text-slate-400 dark:text-slate-500" />
          <span className="sr-only">{t(`fields.${field}`)}: </span>
          <span className="tabular-nums">{text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A listing in a list: photo, sale or rent, type, title, price in its currency, place, facts, age.
 * `action` sits on the photo's corner above the card's link: the page that shows cards puts the
 * favourites' heart there, so the card itself knows no feature.
 */
export function ListingCard({ listing, action }: { listing: Listing; action?: ReactNode }) {
  const { t, i18n } = useTranslation([...CARD_NAMESPACES]);
  const closed = listing.status === 'sold' || listing.status === 'rented' ? listing.status : null;

  return (
    <article
      data-testid="listing-card"
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative">
        <ListingCover listing={listing} />
        <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-brand-800 shadow-sm dark:bg-slate-900/90 dark:text-brand-200">
          {t(`listing-fields:values.listingAction.${listing.listingAction}`)}
        </span>
        {closed && <ClosedMarker status={closed} />}
        {action}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
          <TypeIcon category={listing.category} className="h-4 w-4 shrink-0" />
          <span data-testid="listing-card-type">{t(typeLabelKey(listing.category))}</span>
        </p>
        {/* Its own direction, and so its own side: a clamped title aligned to the other side would
            push its ellipsis out of the box in Chromium. */}
        <h3
          dir="auto"
          className={`${twoLines(listing.title)} font-semibold break-words text-slate-900 dark:text-white`}
        >
          {/* The link covers the whole card, so the photo is a target too, with one tab stop. */}
          <Link
            to={listingHref(listing.id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <ListingPrice
          price={listing.price}
          currency={listing.currency}
          testId="listing-card-price"
          className={`text-lg font-extrabold text-brand-700 dark:text-brand-300 ${closed ? 'opacity-70' : ''}`}
        />
        <CardFacts listing={listing} />
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm text-slate-600 dark:text-slate-300">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" />
          {/* A bdi takes its text's direction as dir="auto" does, so the ellipsis ends the text. */}
          <bdi className="truncate" data-testid="listing-card-place">
            {placeName(listing, i18n.language)}
          </bdi>
          <time
            dateTime={listing.createdAt}
            data-testid="listing-card-age"
            className="ms-auto shrink-0 text-xs text-slate-500 dark:text-slate-400"
          >
            {formatRelativeTime(i18n.language, listing.createdAt, t('listings:card.justNow'))}
          </time>
        </p>
      </div>
    </article>
  );
}
