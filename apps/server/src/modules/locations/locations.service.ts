import { createHash } from 'node:crypto';
import {
  CITIES,
  foldName,
  localizedName,
  LOCATION_SEARCH_LIMIT,
  NEARBY_RADIUS_KM,
  type Area,
  type City,
  type Language,
  type LocalizedName,
  type LocationCity,
  type LocationPlace,
  type NearbyCities,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { languageOf } from '../reference/reference.service.js';

/**
 * The language of a place answer: `?lang=`, else `Accept-Language`, else Arabic. The mobile app
 * sends no `Accept-Language` and shows Arabic place names only; browsers always send one.
 */
export const placeLanguageOf = (lang: Language | undefined, acceptLanguage: string | undefined): Language =>
  lang ?? (acceptLanguage?.trim() ? languageOf(undefined, acceptLanguage) : 'ar');

const SYRIA: LocalizedName = { en: 'Syria', ar: 'سوريا', es: 'Siria', fr: 'Syrie', de: 'Syrien' };
// Farther than this from every place we know, a point is not in Syria and has no answer.
const REVERSE_MAX_KM = 150;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const cityOf = (city: City, language: Language): LocationCity => ({
  code: city.code,
  name: localizedName(city.name, language),
  latitude: city.latitude,
  longitude: city.longitude,
  neighbors: city.areas.map((area) => ({
    code: area.code,
    name: localizedName(area.name, language),
    latitude: area.latitude,
    longitude: area.longitude,
  })),
});

const cityCache = new Map<Language, { data: LocationCity[]; etag: string }>();

/** The 13 cities with their areas (as `neighbors`), names in `language`, and a strong validator. */
export function cities(language: Language) {
  let entry = cityCache.get(language);
  if (!entry) {
    const data = CITIES.map((city) => cityOf(city, language));
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27);
    entry = { data, etag: `"${hash}"` };
    cityCache.set(language, entry);
  }
  return entry;
}

function placeOf(city: City, area: Area | undefined, language: Language): LocationPlace {
  const named = area ?? city;
  const cityName = localizedName(city.name, language);
  const country = localizedName(SYRIA, language);
  const parts = [...(area ? [localizedName(area.name, language)] : []), cityName, country];
  return {
    place_id: area ? `area:${city.code}:${area.code}` : `city:${city.code}`,
    display_name: parts.join(language === 'ar' ? '، ' : ', '),
    lat: named.latitude,
    lon: named.longitude,
    type: area ? 'area' : 'city',
    address: {
      city: cityName,
      ...(area ? { suburb: parts[0], municipality: cityName } : {}),
      country,
      country_code: 'sy',
    },
    namedetails: {
      name: localizedName(named.name, language),
      'name:ar': named.name.ar,
      'name:en': named.name.en,
    },
  };
}

interface Entry {
  city: City;
  area?: Area;
  keys: string[];
}
let entries: Entry[] | undefined;
const allEntries = (): Entry[] =>
  (entries ??= CITIES.flatMap((city): Entry[] => [
    { city, keys: [city.code, ...Object.values(city.name)].map(foldName) },
    ...city.areas.map((area) => ({
      city,
      area,
      keys: [area.code, ...Object.values(area.name)].map(foldName),
    })),
  ]));

/**
 * Cities and areas whose name in any language matches the query: whole names first, then names
 * that start with it, then names that contain it; a city before its areas. Only the text before
 * the first comma counts ("Mezzeh, Damascus" looks for Mezzeh).
 */
export function searchPlaces(query: string | undefined, limit: number | undefined, language: Language) {
  const wanted = foldName((query ?? '').split(/[,،]/).find((part) => part.trim()) ?? '');
  if (!wanted) return [];
  const rank = (keys: string[]) =>
    keys.includes(wanted)
      ? 0
      : keys.some((key) => key.startsWith(wanted))
        ? 1
        : keys.some((key) => key.includes(wanted))
          ? 2
          : undefined;
  return allEntries()
    .map((entry, order) => ({ entry, order, rank: rank(entry.keys) }))
    .filter((match) => match.rank !== undefined)
    .sort((a, b) => a.rank! - b.rank! || Number(!!a.entry.area) - Number(!!b.entry.area) || a.order - b.order)
    .slice(0, limit ?? LOCATION_SEARCH_LIMIT.default)
    .map(({ entry }) => placeOf(entry.city, entry.area, language));
}

/** The known place nearest a point: an area, or a city centre when that is nearer. */
export function reversePlace(lat: number, lng: number, language: Language): LocationPlace {
  let best: { entry: Entry; km: number } | undefined;
  for (const entry of allEntries()) {
    const at = entry.area ?? entry.city;
    const km = distanceKm(lat, lng, at.latitude, at.longitude);
    if (!best || km < best.km) best = { entry, km };
  }
  if (!best || best.km > REVERSE_MAX_KM) {
    throw new AppError('NOT_FOUND', 'No known place near these coordinates', {
      maxDistanceKm: REVERSE_MAX_KM,
    });
  }
  return placeOf(best.entry.city, best.entry.area, language);
}

/** Cities whose centre lies within `radiusKm` of a point, nearest first. */
export function nearbyCities(
  query: { lat: number; lng: number; radiusKm?: number; limit?: number },
  language: Language,
): NearbyCities {
  const radiusKm = query.radiusKm ?? NEARBY_RADIUS_KM.default;
  const found = CITIES.map((city) => ({
    city,
    distance: distanceKm(query.lat, query.lng, city.latitude, city.longitude),
  }))
    .filter((match) => match.distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, query.limit ?? CITIES.length)
    .map(({ city, distance }) => ({ ...cityOf(city, language), distance: Math.round(distance * 10) / 10 }));
  return { center: { lat: query.lat, lng: query.lng }, radiusKm, cities: found };
}
