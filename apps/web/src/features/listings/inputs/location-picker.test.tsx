import { CITIES, findCity } from '@souqna/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../shared/lib/i18n';
import { LocationPicker, type LocationValue } from './location-picker';

beforeAll(() => i18n.loadNamespaces(['listing-inputs']));
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'geolocation');
  await act(() => changeLanguage('en'));
});

const EMPTY: LocationValue = { cityCode: null, areaCode: null, latitude: null, longitude: null };
let latest = EMPTY;
function Harness({ initial = EMPTY, errors }: { initial?: LocationValue; errors?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      errors={errors}
    />
  );
}

const city = () => screen.getByTestId<HTMLSelectElement>('location-city');
const area = () => screen.getByTestId<HTMLSelectElement>('location-area');
const optionTexts = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const map = () => screen.getByTestId('location-map');

// jsdom lays nothing out: give the map the size a 375 px phone would.
function layOut(width = 340, height = 310) {
  map().getBoundingClientRect = () => ({
    left: 10,
    top: 100,
    width,
    height,
    right: 10 + width,
    bottom: 100 + height,
    x: 10,
    y: 100,
    toJSON: () => ({}),
  });
}

/** A device whose location service answers the way `answer` says. */
function device(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer },
  });
}

describe('location picker', () => {
  it('offers the thirteen cities, then the areas of the chosen one, resetting the area on change', async () => {
    render(<Harness />);
    expect(city()).toHaveAttribute('name', 'cityCode');
    expect(optionTexts(city())).toEqual(['Choose a city', ...CITIES.map((entry) => entry.name.en)]);
    expect(area()).toBeDisabled();

    await userEvent.selectOptions(city(), 'aleppo');
    expect(area()).toHaveAttribute('name', 'areaCode');
    expect(optionTexts(area())).toContain('New Aleppo');
    await userEvent.selectOptions(area(), 'new-aleppo');
    expect(latest).toEqual({ ...EMPTY, cityCode: 'aleppo', areaCode: 'new-aleppo' });

    await userEvent.selectOptions(city(), 'homs');
    expect(latest).toEqual({ ...EMPTY, cityCode: 'homs' });
    expect(area()).toHaveValue('');
    // The map zooms to the city and labels its areas, but no pin appears by itself.
    for (const place of findCity('homs')!.areas)
      expect(within(map()).getByText(place.name.en)).toBeInTheDocument();
    expect(within(map()).queryByText('Aleppo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location-pin')).not.toBeInTheDocument();
  });

  it('pins where the map is clicked, shows the coordinates, and removes the pin', async () => {
    render(<Harness />);
    layOut();
    fireEvent.click(map(), { clientX: 10 + 170, clientY: 100 + 155 });
    expect(latest).toMatchObject({ latitude: 34.8, longitude: 39 });
    expect(screen.getByTestId('location-pin')).toBeInTheDocument();
    expect(screen.getByTestId('location-coordinates')).toHaveTextContent('Pin at 34.80000, 39.00000');

    fireEvent.click(map(), { clientX: 10, clientY: 100 });
    expect(latest).toMatchObject({ latitude: 37.4, longitude: 35.5 });

    await userEvent.click(screen.getByTestId('location-remove-pin'));
    expect(latest).toEqual(EMPTY);
    expect(screen.queryByTestId('location-pin')).not.toBeInTheDocument();
  });

  it('places and moves the pin with the keyboard, north up and east right', async () => {
    render(<Harness initial={{ ...EMPTY, cityCode: 'damascus' }} />);
    map().focus();
    await userEvent.keyboard('{Enter}');
    const placed = { latitude: latest.latitude!, longitude: latest.longitude! };
    expect(placed.latitude).toBeCloseTo(33.51, 1);
    expect(placed.longitude).toBeCloseTo(36.28, 1);
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(latest.latitude).toBeGreaterThan(placed.latitude);
    expect(latest.longitude).toBeGreaterThan(placed.longitude);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(latest.longitude).toBeLessThan(placed.longitude);
    expect(latest.cityCode).toBe('damascus');
  });

  it('uses the device location when allowed and explains a refusal', async () => {
    device((ok) => ok({ coords: { latitude: 35.5317123, longitude: 35.7901456 } } as GeolocationPosition));
    render(<Harness initial={{ ...EMPTY, cityCode: 'latakia' }} />);
    await userEvent.click(screen.getByTestId('location-locate'));
    expect(latest).toEqual({ cityCode: 'latakia', areaCode: null, latitude: 35.53171, longitude: 35.79015 });
    expect(screen.getByTestId('location-pin')).toBeInTheDocument();

    device((_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await userEvent.click(screen.getByTestId('location-locate'));
    expect(screen.getByTestId('location-status')).toHaveTextContent('Location access was denied.');
    expect(latest.latitude).toBe(35.53171);
  });

  it('shows the errors it is given', () => {
    render(<Harness errors={{ cityCode: 'Choose the city', location: 'Location is required' }} />);
    expect(city()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the city')).toBeInTheDocument();
    expect(screen.getByTestId('location-error')).toHaveTextContent('Location is required');
  });

  it('names places in Arabic', async () => {
    await act(() => changeLanguage('ar'));
    render(
      <Harness initial={{ cityCode: 'damascus', areaCode: 'mezzeh', latitude: 33.5, longitude: 36.25 }} />,
    );
    expect(city()).toHaveDisplayValue('دمشق');
    expect(area()).toHaveDisplayValue('المزة');
    expect(screen.getByTestId('location-coordinates')).toHaveTextContent('٣٣٫٥٠٠٠٠');
  });
});
