import type { Currency } from '@souqna/contracts';

/** A quick choice for a range filter; a missing end is open. */
export interface Band {
  min?: number;
  max?: number;
}

const ladder = (steps: number[]): Band[] => [
  ...steps.map((max, index) => ({ min: index === 0 ? undefined : steps[index - 1], max })),
  { min: steps.at(-1) },
];

/**
 * Spec section 3's bands. USD follows the spec (0-5,000 up to 50,000+); Syrian pounds run into
 * millions, so SYP gets steps a buyer in Syria actually thinks in.
 */
export const PRICE_BANDS: Record<Currency, Band[]> = {
  USD: ladder([5_000, 10_000, 20_000, 50_000]),
  SYP: ladder([10_000_000, 25_000_000, 50_000_000, 100_000_000, 250_000_000]),
};

export const MILEAGE_BANDS = ladder([10_000, 50_000, 100_000, 150_000]);

export const SIZE_BANDS = ladder([50, 100, 200, 500]);

/** Build year: before 2000, 2010 and newer, 2023 and newer ("any" is no band). */
export const YEAR_BANDS: Band[] = [{ max: 1999 }, { min: 2010 }, { min: 2023 }];

/** Minimum bedrooms and bathrooms offered: "1+" to "5+". */
export const ROOM_MINIMUMS = [1, 2, 3, 4, 5] as const;

export const sameBand = (band: Band, range: Band) => band.min === range.min && band.max === range.max;
