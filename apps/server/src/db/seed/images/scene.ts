import { drawBuilding, palm, type BuildingShape } from './buildings-svg.js';
import { commonDefs, escapeXml } from './svg-kit.js';
import { drawVehicle, type Drawing, type VehicleShape } from './vehicles-svg.js';

export type Backdrop = 'city' | 'hills' | 'sea';

export type SceneSubject =
  { kind: 'vehicle'; shape: VehicleShape } | { kind: 'building'; shape: BuildingShape };

/** One photo of a listing: the same subject, seen from another distance, side or time of day. */
export interface SceneSpec {
  subject: SceneSubject;
  /** #rrggbb: the vehicle's paint or the facade. */
  color: string;
  /** Subtle caption, e.g. "Kia Rio · 2015". */
  label: string;
  backdrop: Backdrop;
  /** Per listing, so its photos share a look but differ from other listings'. */
  seed: number;
  /** 0-based photo index. */
  shot: number;
}

interface Palette {
  top: string;
  bottom: string;
  sun?: { color: string; x: number; y: number };
  haze: string;
  far: string;
  lit: boolean;
}

const PALETTES: Palette[] = [
  {
    top: '#7fb3e6',
    bottom: '#f8dcb8',
    sun: { color: '#fff1c9', x: 150, y: 150 },
    haze: '#b3c1cf',
    far: '#8fa0b0',
    lit: false,
  },
  {
    top: '#3d8bd6',
    bottom: '#d3eaf9',
    sun: { color: '#ffffff', x: 640, y: 90 },
    haze: '#a9bccd',
    far: '#7f95a9',
    lit: false,
  },
  {
    top: '#5d7fb6',
    bottom: '#f6c27c',
    sun: { color: '#ffd27a', x: 620, y: 250 },
    haze: '#c9a888',
    far: '#9a8a86',
    lit: false,
  },
  {
    top: '#26335c',
    bottom: '#e38b62',
    sun: { color: '#ffb36b', x: 180, y: 330 },
    haze: '#7d6476',
    far: '#4e4660',
    lit: true,
  },
  { top: '#93a7ba', bottom: '#e3e8ec', haze: '#b4bec7', far: '#95a1ac', lit: false },
];

/** Camera per photo index: zoom, horizontal shift (in view units) and mirror. */
const SHOTS = [
  { zoom: 1, dx: 0, flip: false },
  { zoom: 1.3, dx: -70, flip: true },
  { zoom: 0.88, dx: 40, flip: false },
  { zoom: 2.1, dx: -170, flip: false },
  { zoom: 1.12, dx: 40, flip: true },
  { zoom: 1.7, dx: 170, flip: false },
  { zoom: 0.95, dx: -40, flip: true },
  { zoom: 1.45, dx: 100, flip: false },
] as const;

const VIEW_WIDTH = 800;
const VIEW_HEIGHT = 600;

/** A repeatable pseudo-random value in [0, 1) for decoration, from the listing seed and a salt. */
const noise = (seed: number, salt: number) => {
  const value = Math.sin(seed * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
};

function clouds(seed: number, palette: Palette): string {
  const color = palette.lit ? '#f3c4b0' : '#ffffff';
  return Array.from({ length: 4 }, (_, index) => {
    const x = 60 + noise(seed, index) * 680;
    const y = 60 + noise(seed, index + 10) * 150;
    const s = 0.6 + noise(seed, index + 20) * 0.8;
    return `<g opacity="${palette.lit ? 0.35 : 0.7}" fill="${color}">
      <ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${16 * s}"/><ellipse cx="${x - 22 * s}" cy="${y - 10 * s}" rx="${30 * s}" ry="${18 * s}"/>
      <ellipse cx="${x + 18 * s}" cy="${y - 14 * s}" rx="${34 * s}" ry="${22 * s}"/></g>`;
  }).join('');
}

function skyline(seed: number, palette: Palette): string {
  const parts: string[] = [
    `<path d="M 0 330 Q 200 230 420 300 T 800 290 L 800 440 L 0 440 Z" fill="${palette.haze}" opacity="0.7"/>`,
  ];
  let x = -10;
  let index = 0;
  while (x < VIEW_WIDTH) {
    const width = 30 + noise(seed, index + 30) * 50;
    const height = 40 + noise(seed, index + 60) * 90;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${(440 - height).toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" fill="${palette.far}"/>`,
    );
    if (index % 5 === 2) {
      const cx = x + width / 2;
      parts.push(
        `<circle cx="${cx.toFixed(1)}" cy="${(440 - height).toFixed(1)}" r="${(width / 2.4).toFixed(1)}" fill="${palette.far}"/>`,
      );
    }
    if (index % 7 === 4) {
      const mx = x + width - 6;
      parts.push(
        `<rect x="${mx.toFixed(1)}" y="${(440 - height - 80).toFixed(1)}" width="8" height="80" fill="${palette.far}"/>` +
          `<path d="M ${(mx - 3).toFixed(1)} ${(440 - height - 80).toFixed(1)} L ${(mx + 4).toFixed(1)} ${(440 - height - 100).toFixed(1)} L ${(mx + 11).toFixed(1)} ${(440 - height - 80).toFixed(1)} Z" fill="${palette.far}"/>`,
      );
    }
    x += width + 4;
    index += 1;
  }
  return parts.join('');
}

/** A sun with a soft halo of translucent rings (cheaper to rasterise than a radial gradient). */
const sunDisc = ({ x, y, color }: NonNullable<Palette['sun']>) =>
  [124, 104, 86, 70, 56, 44]
    .map((radius) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}" opacity="0.07"/>`)
    .join('') + `<circle cx="${x}" cy="${y}" r="34" fill="${color}"/>`;

const hills = (palette: Palette) =>
  `<path d="M 0 360 Q 140 290 300 340 T 620 320 T 800 330 L 800 450 L 0 450 Z" fill="${palette.haze}"/>
   <path d="M 0 400 Q 180 350 360 392 T 800 380 L 800 460 L 0 460 Z" fill="${palette.far}" opacity="0.8"/>`;

const sea = (palette: Palette) =>
  `<path d="M 0 352 Q 120 300 260 350 L 260 360 L 0 360 Z" fill="${palette.far}" opacity="0.6"/>
   <rect x="0" y="358" width="800" height="242" fill="url(#water)"/>
   ${Array.from({ length: 10 }, (_, index) => `<rect x="${(index * 83) % 760}" y="${372 + index * 9}" width="${30 + (index % 3) * 16}" height="2" fill="#ffffff" opacity="0.35"/>`).join('')}`;

function ground(subject: SceneSubject, backdrop: Backdrop): string {
  if (subject.kind === 'vehicle' && subject.shape === 'boat') {
    return `<rect x="0" y="540" width="800" height="60" fill="#cdb891"/>`;
  }
  if (subject.kind === 'vehicle') {
    return `<rect x="0" y="436" width="800" height="16" fill="#cfc6b4"/><rect x="0" y="450" width="800" height="6" fill="#9d968a"/>
      <rect x="0" y="456" width="800" height="144" fill="url(#road)"/>
      ${Array.from({ length: 7 }, (_, index) => `<rect x="${index * 130 - 20}" y="566" width="70" height="6" fill="#f2efe6" opacity="0.8"/>`).join('')}`;
  }
  const grass = backdrop === 'sea' ? '#cdbf9a' : '#9fae74';
  return `<rect x="0" y="440" width="800" height="160" fill="${grass}"/>
    <rect x="0" y="520" width="800" height="26" fill="#d8d0bf"/><rect x="0" y="546" width="800" height="54" fill="#5a5d62"/>`;
}

/** The SVG of one photo, drawn on an 800×600 view and rendered at `width`×`height`. */
export function renderSceneSvg(spec: SceneSpec, width: number, height: number): string {
  const shot = SHOTS[spec.shot % SHOTS.length]!;
  const palette =
    spec.shot === 0 ? PALETTES[spec.seed % 2]! : PALETTES[(spec.seed + spec.shot * 3) % PALETTES.length]!;
  const isBoat = spec.subject.kind === 'vehicle' && spec.subject.shape === 'boat';
  const backdrop: Backdrop = isBoat ? 'sea' : spec.backdrop;
  const drawing: Drawing =
    spec.subject.kind === 'vehicle'
      ? drawVehicle(spec.subject.shape, spec.color)
      : drawBuilding(spec.subject.shape, spec.color, { lit: palette.lit, seed: spec.seed });

  const fit = Math.min(560 / drawing.width, (spec.subject.kind === 'building' ? 400 : 300) / drawing.height);
  const scale = fit * shot.zoom;
  const baseGround = isBoat ? 520 : spec.subject.kind === 'building' ? 500 : 482;
  const groundY = Math.min(585, baseGround + (shot.zoom - 1) * 70);
  const flip = shot.flip ? -1 : 1;
  const subject = `<g transform="translate(${400 + shot.dx} ${groundY.toFixed(1)}) scale(${(flip * scale).toFixed(4)} ${scale.toFixed(4)}) translate(${-drawing.width / 2} 0)">${drawing.svg}</g>`;

  const far =
    backdrop === 'sea' ? sea(palette) : backdrop === 'city' ? skyline(spec.seed, palette) : hills(palette);
  const sun = palette.sun ? sunDisc(palette.sun) : '';
  const trees =
    spec.subject.kind === 'building' && backdrop === 'sea' && spec.subject.shape !== 'land'
      ? palm(60, 520, 1.1) + palm(745, 525, 0.95)
      : '';
  const waves = isBoat
    ? Array.from(
        { length: 6 },
        (_, index) =>
          `<path d="M ${index * 140 - 20} 528 q 35 -12 70 0 t 70 0" stroke="#e8f4fb" stroke-width="3" fill="none" opacity="0.6"/>`,
      ).join('')
    : '';
  const label = escapeXml(spec.label);
  const labelWidth = 28 + [...spec.label].length * 11;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">
  <defs>${commonDefs}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#55585e"/><stop offset="1" stop-color="#393b40"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b93b8"/><stop offset="1" stop-color="#1f5a80"/></linearGradient>
    <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
  </defs>
  <rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#sky)"/>${sun}${clouds(spec.seed, palette)}${far}
  ${ground(spec.subject, backdrop)}${trees}${subject}${waves}
  <rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#vignette)"/>
  <g font-family="DejaVu Sans, Noto Sans, Arial, sans-serif">
    <rect x="20" y="548" width="${labelWidth}" height="34" rx="17" fill="#000000" opacity="0.35"/>
    <text x="34" y="571" font-size="18" fill="#ffffff" opacity="0.92">${label}</text>
    <text x="780" y="574" font-size="15" fill="#ffffff" opacity="0.6" text-anchor="end">Souqna · سوقنا</text>
  </g>
</svg>`;
}
