import { describe, expect, it } from 'vitest';
import { resolveModelCode, yearBoundsOf } from './listing-filters.schema.js';
import { listingQuerySchema } from './listing-query.schema.js';

const parse = (query: Record<string, string>) => listingQuerySchema.parse(query);
const problems = (query: Record<string, string>) =>
  (listingQuerySchema.safeParse(query).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('listing filters', () => {
  it('reads every build-year band of spec section 3 to its canonical form', () => {
    const cases: [string, string | undefined][] = [
      ['any', 'any'],
      ['2010', '2010'],
      ['2010+', '2010'],
      ['2023-and-newer', '2023'],
      ['٢٠٢٣', '2023'],
      ['before2000', 'before2000'],
      ['Before 2000', 'before2000'],
      ['before_2000', 'before2000'],
      ['<2000', 'before2000'],
      ['', undefined],
    ];
    for (const [input, expected] of cases)
      expect(parse({ builtYear: input }).builtYear, input).toBe(expected);
    expect(problems({ builtYear: 'recent' })).toEqual([['builtYear', 'invalidFormat']]);
  });

  it('combines year, bands and bounds into one inclusive range', () => {
    expect(yearBoundsOf(parse({ builtYear: '2010' }))).toEqual({ min: 2010 });
    expect(yearBoundsOf(parse({ builtYear: 'before2000' }))).toEqual({ max: 1999 });
    expect(yearBoundsOf(parse({ builtYear: 'any' }))).toEqual({});
    expect(yearBoundsOf(parse({ builtYear: '2010', minYear: '2015', maxYear: '2020' }))).toEqual({
      min: 2015,
      max: 2020,
    });
    expect(yearBoundsOf(parse({ year: '2018', builtYear: '2010' }))).toEqual({ min: 2018, max: 2018 });
  });

  it('reads makes, models and cities in any spelling as catalogue codes', () => {
    expect(parse({ make: 'تويوتا', model: 'لاند كروزر' })).toMatchObject({
      make: 'toyota',
      model: 'land-cruiser',
    });
    expect(parse({ make: 'vw', model: 'GOLF' })).toMatchObject({ make: 'volkswagen', model: 'golf' });
    expect(parse({ model: 'Corolla' }).model).toBe('corolla');
    expect(parse({ make: 'Zastava', model: 'Yugo' })).toMatchObject({ make: 'Zastava', model: 'Yugo' });
    expect(resolveModelCode('toyota', 'golf')).toBe('golf');
    expect(parse({ cityCode: 'Alep', areaCode: 'Shahba' })).toMatchObject({
      cityCode: 'aleppo',
      areaCode: 'shahba',
    });
  });

  it('reads the enum aliases and defaults the price currency to SYP', () => {
    expect(
      parse({
        listingAction: 'FOR_RENT',
        fuelType: 'PLUGIN_HYBRID',
        transmissionType: 'CVT',
        condition: 'LIKE_NEW',
      }),
    ).toMatchObject({
      listingAction: 'RENT',
      fuelType: 'pluginHybrid',
      transmissionType: 'cvt',
      condition: 'likeNew',
      currency: 'SYP',
    });
    expect(parse({ minPrice: '١٠٠٠', currency: '$' })).toMatchObject({ minPrice: 1000, currency: 'USD' });
  });

  it('refuses a minimum above its maximum on the maximum', () => {
    expect(problems({ minSize: '200', maxSize: '100', minMileage: '5', maxMileage: '5' })).toEqual([
      ['maxSize', 'tooSmall'],
    ]);
    expect(problems({ cityCode: 'homs', areaCode: 'mezzeh' })).toEqual([['areaCode', 'invalidFormat']]);
  });
});
