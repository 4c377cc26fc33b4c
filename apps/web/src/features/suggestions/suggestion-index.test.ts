import { describe, expect, it } from 'vitest';
import { homeListing, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { otherCar } from '../../shared/listing/test/list-fixtures';
import { createSuggestionIndex, foldText } from './suggestion-index';

const titles = (listings: { title: string }[]) => listings.map((listing) => listing.title);

// A Toyota known by its title alone, so a match cannot come from the make's list of misspellings.
const titledToyota = vehicleListing({ details: { vehicles: { vehicleType: 'CAR' } } });
const apartment = homeListing();
const kias = [1, 2, 3, 4, 5, 6].map((n) =>
  otherCar(n, { details: { vehicles: { vehicleType: 'CAR', make: 'kia', model: 'rio' } } }),
);

describe('the local suggestion index', () => {
  it('forgives a typo in the title ("toyta" finds the Toyota)', () => {
    const index = createSuggestionIndex([apartment, titledToyota, ...kias]);
    expect(titles(index.search('toyta'))[0]).toBe('Toyota Corolla 2015');
  });

  it('matches nothing below three characters', () => {
    const index = createSuggestionIndex([titledToyota, apartment]);
    expect(index.search('to')).toEqual([]);
    expect(index.search(' a ')).toEqual([]);
    expect(titles(index.search('toy'))).toEqual(['Toyota Corolla 2015']);
  });

  it('finds makes, models and cities in either script', () => {
    const index = createSuggestionIndex([vehicleListing({ title: 'Clean family car' }), apartment]);
    expect(titles(index.search('تويوتا'))).toEqual(['Clean family car']);
    expect(titles(index.search('كورولا'))).toEqual(['Clean family car']);
    expect(titles(index.search('حلب'))).toEqual(['Sunny apartment in Aleppo']);
    // Hamza on the alef and a ta marbuta typed as ha still meet the Arabic names.
    expect(foldText('أفالون  كبيرة')).toBe('افالون كبيره');
  });

  it("searches the type in the reader's language and narrows by category and type", () => {
    const label = (type: string) => ({ APARTMENT: 'Wohnung', CAR: 'Auto' })[type] ?? '';
    const index = createSuggestionIndex([titledToyota, apartment], label);
    expect(titles(index.search('wohnung'))).toEqual(['Sunny apartment in Aleppo']);
    expect(titles(index.search('apartment', { mainCategory: 'vehicles' }))).toEqual([]);
    expect(titles(index.search('toyota', { mainCategory: 'vehicles', subCategory: 'TRUCK' }))).toEqual([]);
    expect(titles(index.search('toyota', { mainCategory: 'vehicles', subCategory: 'CAR' }))).toEqual([
      'Toyota Corolla 2015',
    ]);
  });

  it('offers at most four', () => {
    const index = createSuggestionIndex(kias);
    expect(index.search('kia rio')).toHaveLength(4);
  });
});
