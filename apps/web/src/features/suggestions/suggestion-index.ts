import Fuse, { type IFuseOptions } from 'fuse.js';
import {
  findArea,
  findCity,
  findMake,
  findModel,
  foldName,
  type Listing,
  type MainCategory,
} from '@souqna/contracts';
import { MIN_QUERY_LENGTH, SUGGESTIONS_SHOWN } from './suggestion-limits';

/** What narrows suggestions: the top bar's category and type selectors. */
export type SuggestionScope = { mainCategory?: MainCategory; subCategory?: string };

/** Folds word by word, so Arabic spelling variants meet while words stay apart for fuzzy matching. */
export const foldText = (text: string) => text.split(/\s+/).map(foldName).filter(Boolean).join(' ');

type Named = { name: Record<string, string | undefined> } | undefined;
/** A reference entry's names in every script it has, so "حلب" and "Aleppo" both find it. */
const names = (entry: Named) => (entry ? Object.values(entry.name).filter(Boolean).join(' ') : '');

type Document = {
  listing: Listing;
  title: string;
  description: string;
  location: string;
  make: string;
  model: string;
  vehicleType: string;
  propertyType: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toDocument(listing: Listing, typeLabel: (type: string) => string): Document {
  const vehicle = listing.details.vehicles ?? {};
  const makeCode = text(vehicle.make);
  const make = findMake(makeCode);
  const city = listing.cityCode ? findCity(listing.cityCode) : undefined;
  const area = city && listing.areaCode ? findArea(city.code, listing.areaCode) : undefined;
  const type = listing.category.subCategory;
  const typeText = `${type} ${typeLabel(type)}`;
  const isVehicle = listing.category.mainCategory === 'vehicles';
  return {
    listing,
    title: foldText(listing.title),
    description: foldText(listing.description),
    location: foldText([listing.location, names(city), names(area)].join(' ')),
    make: foldText([makeCode, names(make), ...(make?.aliases ?? [])].join(' ')),
    model: foldText([text(vehicle.model), names(findModel(makeCode, text(vehicle.model)))].join(' ')),
    vehicleType: isVehicle ? foldText(typeText) : '',
    propertyType: isVehicle ? '' : foldText(typeText),
  };
}

/** Spec section 9's fuzzy settings over its searched fields; the title counts most. */
const OPTIONS: IFuseOptions<Document> = {
  threshold: 0.4,
  minMatchCharLength: MIN_QUERY_LENGTH,
  // A word deep in a long description is as good a match as one at its start.
  ignoreLocation: true,
  keys: [
    { name: 'title', weight: 3 },
    { name: 'make', weight: 2 },
    { name: 'model', weight: 2 },
    { name: 'vehicleType', weight: 1 },
    { name: 'propertyType', weight: 1 },
    { name: 'location', weight: 1 },
    { name: 'description', weight: 0.5 },
  ],
};

const inScope = (listing: Listing, scope: SuggestionScope) =>
  (!scope.mainCategory || listing.category.mainCategory === scope.mainCategory) &&
  (!scope.subCategory || listing.category.subCategory === scope.subCategory);

/**
 * The browser-side index of spec section 4: typing is answered from listings fetched once, with
 * typos forgiven; `typeLabel` gives each type's name in the reader's language.
 */
export function createSuggestionIndex(listings: Listing[], typeLabel: (type: string) => string = () => '') {
  const fuse = new Fuse(
    listings.map((listing) => toDocument(listing, typeLabel)),
    OPTIONS,
  );
  return {
    search(query: string, scope: SuggestionScope = {}): Listing[] {
      const folded = foldText(query);
      if (folded.length < MIN_QUERY_LENGTH) return [];
      return fuse
        .search(folded)
        .map((result) => result.item.listing)
        .filter((listing) => inScope(listing, scope))
        .slice(0, SUGGESTIONS_SHOWN);
    },
  };
}
export type SuggestionIndex = ReturnType<typeof createSuggestionIndex>;
