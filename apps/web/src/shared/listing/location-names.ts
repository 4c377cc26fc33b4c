import { findArea, findCity, localizedName, type Language, type Listing } from '@souqna/contracts';

/**
 * Where a listing is, in the reader's language: area and city from the reference data by their
 * codes, or the text the seller typed when the codes are missing.
 */
export function placeName(listing: Pick<Listing, 'cityCode' | 'areaCode' | 'location'>, language: string) {
  const lang = language as Language;
  const city = listing.cityCode ? findCity(listing.cityCode) : undefined;
  if (!city) return listing.location;
  const area = listing.areaCode ? findArea(city.code, listing.areaCode) : undefined;
  return [area && localizedName(area.name, lang), localizedName(city.name, lang)]
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');
}
