import { CITIES, findCity, localizedName, type Language, type LocalizedName } from '@souqna/contracts';
import { Crosshair, MapPinOff, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { SelectInput } from '../../../shared/ui/field';
import { LocationMap, type Place } from './location-map';
import { cityBox, contains, SYRIA, type Point } from './map-geometry';
import { useMyLocation } from './use-my-location';

export interface LocationValue {
  cityCode: string | null;
  areaCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

const coordinate = (language: string, value: number) =>
  formatNumber(language, value, { minimumFractionDigits: 5, maximumFractionDigits: 5 });

/**
 * Where the listing is: a city and one of its areas from the reference data, and optionally an
 * exact pin on a map drawn offline. Choosing a city zooms the map to it but never pins anything.
 */
export function LocationPicker({
  value,
  onChange,
  errors = {},
}: {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  errors?: Partial<Record<'cityCode' | 'areaCode' | 'location', string>>;
}) {
  const { t, i18n } = useTranslation('listing-inputs');
  const language = i18n.language as Language;
  const [wide, setWide] = useState(false);
  const city = value.cityCode ? findCity(value.cityCode) : undefined;
  const pin: Point | null =
    value.latitude !== null && value.longitude !== null
      ? { latitude: value.latitude, longitude: value.longitude }
      : null;
  const setPin = (point: Point | null) =>
    onChange({ ...value, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null });
  // The device answers later, by when the seller may have changed the city: merge into the newest.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const geo = useMyLocation((point) => onChange({ ...latest.current, ...point }));

  // Zoomed in, the city's areas orient the seller; its own dot would sit on its centre area's.
  const zoomed = city && !wide ? city : undefined;
  const box = zoomed ? cityBox(zoomed) : SYRIA;
  const named = (entry: { name: LocalizedName }) => localizedName(entry.name, language);
  const places: Place[] = (zoomed?.areas ?? CITIES).map((entry) => ({
    code: entry.code,
    name: named(entry),
    point: entry,
  }));

  return (
    <fieldset className="flex min-w-0 flex-col gap-4" data-testid="location-picker">
      <legend className="sr-only">{t('location.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label={t('location.city')}
          name="cityCode"
          data-testid="location-city"
          value={value.cityCode ?? ''}
          error={errors.cityCode}
          onChange={(event) => {
            setWide(false);
            onChange({ ...value, cityCode: event.target.value || null, areaCode: null });
          }}
        >
          <option value="">{t('location.chooseCity')}</option>
          {CITIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {named(entry)}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label={t('location.area')}
          name="areaCode"
          data-testid="location-area"
          value={value.areaCode ?? ''}
          error={errors.areaCode}
          disabled={!city}
          hint={city ? undefined : t('location.areaNeedsCity')}
          onChange={(event) => onChange({ ...value, areaCode: event.target.value || null })}
        >
          <option value="">{t('location.chooseArea')}</option>
          {city?.areas.map((area) => (
            <option key={area.code} value={area.code}>
              {named(area)}
            </option>
          ))}
        </SelectInput>
      </div>
      {errors.location && (
        <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="location-error">
          {errors.location}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('location.pinTitle')}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('location.pinOptional')}</p>
        </div>
        <LocationMap box={box} places={places} pin={pin} onPlace={setPin} />
        <p
          className="text-sm text-slate-600 tabular-nums dark:text-slate-300"
          data-testid="location-coordinates"
        >
          {pin
            ? t('location.coordinates', {
                latitude: coordinate(language, pin.latitude),
                longitude: coordinate(language, pin.longitude),
              })
            : t('location.noPin')}
          {pin && !contains(box, pin) && ` ${t('location.pinOutside')}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={geo.locate}
            disabled={geo.locating}
            data-testid="location-locate"
          >
            <Crosshair aria-hidden className="h-4 w-4" />
            {geo.locating ? t('location.locating') : t('location.useMine')}
          </Button>
          {pin && (
            <Button
              variant="ghost"
              size="sm"
              data-testid="location-remove-pin"
              onClick={() => {
                geo.cancel();
                setPin(null);
              }}
            >
              <MapPinOff aria-hidden className="h-4 w-4" />
              {t('location.removePin')}
            </Button>
          )}
          {city && (
            <Button variant="ghost" size="sm" onClick={() => setWide(!wide)} data-testid="location-zoom">
              {wide ? (
                <ZoomIn aria-hidden className="h-4 w-4" />
              ) : (
                <ZoomOut aria-hidden className="h-4 w-4" />
              )}
              {wide ? t('location.zoomCity', { city: named(city) }) : t('location.zoomCountry')}
            </Button>
          )}
        </div>
        <p
          role="status"
          aria-live="polite"
          className="text-sm text-red-700 empty:hidden dark:text-red-400"
          data-testid="location-status"
        >
          {geo.problem ? t(`location.problem.${geo.problem}`) : ''}
        </p>
      </div>
    </fieldset>
  );
}
