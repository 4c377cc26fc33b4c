import {
  DEFAULT_CURRENCY,
  type Currency,
  type Listing,
  type ListingAction,
  type ListingStatus,
  type MainCategory,
} from '@souqna/contracts';
import type { LocationValue } from '../inputs/location-picker';
import type { PickedImage } from '../inputs/picked-image';
import { defaultDetails } from './fields/detail-defaults';

/** Everything the wizard asks, as the seller typed it (the price stays text until it is sent). */
export interface WizardValues {
  mainCategory: MainCategory | '';
  subCategory: string;
  listingAction: ListingAction;
  title: string;
  description: string;
  price: string;
  currency: Currency;
  location: LocationValue;
  /** A place typed as text by an older client, without a city: kept while no city is chosen. */
  legacyLocation: string;
  images: PickedImage[];
  /** The flat details object the API takes as `details`. */
  details: Record<string, unknown>;
  /** Only when editing: the listing's status. */
  status: ListingStatus | null;
}

export const emptyValues = (): WizardValues => ({
  mainCategory: '',
  subCategory: '',
  listingAction: 'SALE',
  title: '',
  description: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  location: { cityCode: null, areaCode: null, latitude: null, longitude: null },
  legacyLocation: '',
  images: [],
  details: {},
  status: null,
});

/** A new main category starts its details afresh: vehicle and property fields share nothing. */
export const withMainCategory = (values: WizardValues, mainCategory: MainCategory): WizardValues =>
  values.mainCategory === mainCategory ? values : { ...values, mainCategory, subCategory: '', details: {} };

/** Another type of the same category keeps what was typed and fills the new type's defaults. */
export function withSubCategory(values: WizardValues, subCategory: string): WizardValues {
  if (!values.mainCategory || !subCategory) return { ...values, subCategory };
  const typeField = values.mainCategory === 'vehicles' ? 'vehicleType' : 'propertyType';
  const fresh = Object.keys(values.details).length === 0;
  return {
    ...values,
    subCategory,
    details: {
      ...(fresh ? defaultDetails(values.mainCategory, subCategory) : {}),
      ...values.details,
      [typeField]: subCategory,
    },
  };
}

/** The edit form of a stored listing: its photos kept by id, in their order, the cover first. */
export function valuesFromListing(listing: Listing): WizardValues {
  const images = [...listing.images]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position)
    .map((image): PickedImage => ({ kind: 'existing', id: image.id, url: image.cardUrl }));
  return {
    mainCategory: listing.category.mainCategory,
    subCategory: listing.category.subCategory,
    listingAction: listing.listingAction,
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    currency: listing.currency,
    location: {
      cityCode: listing.cityCode,
      areaCode: listing.areaCode,
      latitude: listing.latitude,
      longitude: listing.longitude,
    },
    legacyLocation: listing.cityCode ? '' : listing.location,
    images,
    details: { ...(listing.details.vehicles ?? listing.details.realEstate ?? {}) },
    status: listing.status,
  };
}
