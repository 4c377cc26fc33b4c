import type { City } from '@souqna/contracts';

/** A view of the map in degrees. */
export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}
export interface Point {
  latitude: number;
  longitude: number;
}

/** Syria with a margin: every pin, city and border point lies inside. */
export const SYRIA: Box = { south: 32.2, north: 37.4, west: 35.5, east: 42.5 };

// A degree of longitude is shorter than one of latitude this far north: without the factor the
// country would look stretched sideways.
const LON_SCALE = Math.cos((34.8 * Math.PI) / 180);
/** Every view keeps the country's proportions, so the panel never changes size. */
export const VIEW_HEIGHT = 500;
export const VIEW_WIDTH = Math.round(
  ((SYRIA.east - SYRIA.west) * LON_SCALE * VIEW_HEIGHT) / (SYRIA.north - SYRIA.south),
);
const ASPECT = VIEW_WIDTH / VIEW_HEIGHT;

/** The city and its areas with room around them, in the country view's proportions. */
export function cityBox(city: City): Box {
  const points = [city, ...city.areas];
  const lats = points.map((point) => point.latitude);
  const lons = points.map((point) => point.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const halfHeight = Math.max(
    0.04,
    (Math.max(...lats) - Math.min(...lats)) * 0.9,
    ((Math.max(...lons) - Math.min(...lons)) * 0.9 * LON_SCALE) / ASPECT,
  );
  const halfWidth = (halfHeight * ASPECT) / LON_SCALE;
  return {
    south: midLat - halfHeight,
    north: midLat + halfHeight,
    west: midLon - halfWidth,
    east: midLon + halfWidth,
  };
}

/** Where a point falls in the view's SVG coordinates. */
export const project = (box: Box, point: Point) => ({
  x: ((point.longitude - box.west) / (box.east - box.west)) * VIEW_WIDTH,
  y: ((box.north - point.latitude) / (box.north - box.south)) * VIEW_HEIGHT,
});

/** About a metre: finer would be noise from a finger on a screen. */
export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

/** The point under a click, from its position as fractions of the panel (0 = start edge). */
export const pointAt = (box: Box, fractionX: number, fractionY: number): Point => ({
  latitude: roundCoordinate(box.north - fractionY * (box.north - box.south)),
  longitude: roundCoordinate(box.west + fractionX * (box.east - box.west)),
});

export const contains = (box: Box, point: Point) =>
  point.latitude >= box.south &&
  point.latitude <= box.north &&
  point.longitude >= box.west &&
  point.longitude <= box.east;

export const centre = (box: Box): Point => ({
  latitude: roundCoordinate((box.south + box.north) / 2),
  longitude: roundCoordinate((box.west + box.east) / 2),
});

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The pin moved by an arrow key: a fiftieth of the view per press, ten times that with Shift.
 * North is up and east is right in every language: a map does not mirror.
 */
export function nudge(box: Box, point: Point, key: string, coarse: boolean): Point | undefined {
  const moves: Record<string, [number, number]> = {
    ArrowUp: [1, 0],
    ArrowDown: [-1, 0],
    ArrowRight: [0, 1],
    ArrowLeft: [0, -1],
  };
  const move = moves[key];
  if (!move) return undefined;
  const factor = (coarse ? 10 : 1) / 50;
  return {
    latitude: roundCoordinate(clamp(point.latitude + move[0] * factor * (box.north - box.south), -90, 90)),
    longitude: roundCoordinate(clamp(point.longitude + move[1] * factor * (box.east - box.west), -180, 180)),
  };
}

/**
 * Syria's border, simplified to a few dozen points (longitude, latitude): enough to recognise the
 * country at a glance, not a survey (approximate to a few kilometres); never used to judge a pin.
 */
export const SYRIA_OUTLINE: readonly [number, number][] = [
  [35.92, 35.93],
  [36.16, 35.82],
  [36.38, 36.01],
  [36.56, 36.22],
  [36.68, 36.83],
  [37.05, 36.62],
  [37.55, 36.72],
  [38.2, 36.91],
  [38.73, 36.7],
  [39.2, 36.67],
  [40.0, 36.92],
  [40.69, 37.09],
  [41.21, 37.07],
  [41.84, 37.13],
  [42.36, 37.11],
  [42.18, 36.82],
  [41.84, 36.55],
  [41.3, 36.35],
  [41.26, 35.62],
  [41.1, 34.6],
  [40.95, 34.4],
  [39.82, 33.88],
  [38.79, 33.37],
  [37.2, 32.55],
  [36.84, 32.31],
  [36.4, 32.38],
  [35.78, 32.74],
  [35.76, 33.09],
  [35.82, 33.3],
  [36.02, 33.53],
  [35.96, 33.71],
  [36.28, 33.91],
  [36.62, 34.2],
  [36.45, 34.5],
  [35.97, 34.64],
  [35.87, 34.88],
  [35.93, 35.18],
  [35.9, 35.38],
  [35.74, 35.55],
  [35.76, 35.7],
  [35.83, 35.86],
];
