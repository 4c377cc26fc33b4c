/**
 * The colour names buyers use, with a typical shade each. A seller who picks a swatch stores
 * `#rrggbb`; the detail page names the nearest of these (`listing-detail:colours.<name>`), since
 * "#b0232a" means nothing to a reader and "red" does.
 */
const PALETTE: readonly [name: string, rgb: readonly [number, number, number]][] = [
  ['black', [0, 0, 0]],
  ['white', [255, 255, 255]],
  ['silver', [192, 192, 192]],
  ['grey', [128, 128, 128]],
  ['red', [192, 32, 40]],
  ['burgundy', [110, 20, 40]],
  ['blue', [30, 80, 170]],
  ['navy', [25, 35, 100]],
  ['green', [40, 130, 60]],
  ['yellow', [240, 200, 30]],
  ['orange', [235, 120, 30]],
  ['brown', [110, 70, 40]],
  ['beige', [215, 200, 165]],
  ['gold', [200, 160, 60]],
];

export const COLOUR_NAMES = PALETTE.map(([name]) => name);

const hexOf = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The palette the listing form offers: each name with the `#rrggbb` stored when it is picked. */
export const COLOUR_SWATCHES = PALETTE.map(([name, rgb]) => ({ name, hex: hexOf(rgb) }));

/** The nearest named colour of a `#rrggbb` value (plain RGB distance is close enough here). */
export function colourName(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const rgb = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  let best = PALETTE[0]![0];
  let bestDistance = Infinity;
  for (const [name, shade] of PALETTE) {
    const distance = shade.reduce((sum, channel, index) => sum + (channel - rgb[index]!) ** 2, 0);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}
