import sharp from 'sharp';
import type { MainCategory } from '@souqna/contracts';

/** A small deterministic PRNG (mulberry32), so every seed run draws the same pictures. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAINT = [
  '#c0392b',
  '#2c3e50',
  '#f5f5f5',
  '#7f8c8d',
  '#1f6feb',
  '#27ae60',
  '#f1c40f',
  '#8e44ad',
  '#d35400',
  '#111827',
];
const SKY = [
  ['#7dd3fc', '#e0f2fe'],
  ['#fdba74', '#fef3c7'],
  ['#a5b4fc', '#e0e7ff'],
  ['#5eead4', '#f0fdfa'],
];

const W = 1200;
const H = 900;

function vehicle(shape: string, paint: string, rand: () => number) {
  const x = 180 + rand() * 120;
  const wheel = (cx: number, r = 62) =>
    `<circle cx="${cx}" cy="690" r="${r}" fill="#1f2937"/><circle cx="${cx}" cy="690" r="${r * 0.45}" fill="#9ca3af"/>`;
  switch (shape) {
    case 'MOTORCYCLE':
      return `<g transform="translate(${x + 120},0)">${wheel(120, 90)}${wheel(560, 90)}<path d="M120 690 L300 520 L470 520 L560 690" stroke="${paint}" stroke-width="34" fill="none" stroke-linejoin="round"/><rect x="280" y="470" width="220" height="60" rx="26" fill="${paint}"/><path d="M470 520 L430 400 L500 390" stroke="#374151" stroke-width="18" fill="none"/></g>`;
    case 'TRUCK':
    case 'CONSTRUCTION':
    case 'TRACTOR':
      return `<g transform="translate(${x - 80},0)"><rect x="60" y="420" width="560" height="240" rx="16" fill="${paint}"/><rect x="620" y="480" width="240" height="180" rx="18" fill="${paint}"/><rect x="650" y="500" width="150" height="80" rx="8" fill="#bae6fd"/>${wheel(200, 80)}${wheel(480, 80)}${wheel(760, 80)}</g>`;
    case 'BUS':
    case 'VAN':
    case 'RV':
      return `<g transform="translate(${x - 60},0)"><rect x="60" y="380" width="820" height="290" rx="40" fill="${paint}"/>${[
        0, 1, 2, 3, 4,
      ]
        .map((i) => `<rect x="${110 + i * 150}" y="420" width="120" height="90" rx="10" fill="#bae6fd"/>`)
        .join('')}${wheel(230)}${wheel(720)}</g>`;
    default:
      return `<g transform="translate(${x},0)"><path d="M40 640 Q40 560 120 545 L250 520 Q330 430 420 425 L560 425 Q650 430 720 520 L800 540 Q860 560 860 640 Z" fill="${paint}"/><path d="M280 525 Q340 455 420 452 L470 452 L470 525 Z M500 452 L560 452 Q630 458 680 525 L500 525 Z" fill="#bae6fd"/>${wheel(210)}${wheel(680)}</g>`;
  }
}

function building(shape: string, rand: () => number) {
  const wall = ['#f5f0e6', '#e7e5e4', '#fde68a', '#fecaca'][Math.floor(rand() * 4)];
  if (shape === 'LAND') {
    return `<path d="M0 620 Q300 560 600 600 T1200 590 L1200 900 L0 900 Z" fill="#84cc16"/><path d="M0 700 Q400 640 800 690 T1200 680 L1200 900 L0 900 Z" fill="#65a30d"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<g transform="translate(${200 + i * 320 + rand() * 60},0)"><rect x="-10" y="520" width="20" height="90" fill="#78350f"/><circle cy="500" r="60" fill="#15803d"/></g>`,
      )
      .join('')}`;
  }
  const floors =
    shape === 'HOUSE' || shape === 'OTHER' ? 2 : shape === 'COMMERCIAL' ? 1 : 5 + Math.floor(rand() * 3);
  const height = floors * 90;
  const left = 300 + rand() * 120;
  const windows = Array.from({ length: floors }, (_, floor) =>
    [0, 1, 2, 3]
      .map(
        (column) =>
          `<rect x="${left + 40 + column * 120}" y="${700 - height + 25 + floor * 90}" width="70" height="50" rx="4" fill="#93c5fd"/>`,
      )
      .join(''),
  ).join('');
  const roof =
    floors <= 2
      ? `<path d="M${left - 30} ${700 - height} L${left + 250} ${580 - height} L${left + 530} ${700 - height} Z" fill="#b45309"/>`
      : '';
  return `<rect x="0" y="700" width="1200" height="200" fill="#a8a29e"/><rect x="${left}" y="${700 - height}" width="500" height="${height}" fill="${wall}"/>${roof}${windows}`;
}

/** Draws one listing photo as a 1200×900 JPEG, as a phone would deliver it. */
export async function drawListingPhoto(category: MainCategory, shape: string, seed: number, label: string) {
  const rand = random(seed);
  const [top, bottom] = SKY[Math.floor(rand() * SKY.length)]!;
  const paint = PAINT[Math.floor(rand() * PAINT.length)]!;
  const scene =
    category === 'vehicles'
      ? `<rect x="0" y="740" width="1200" height="160" fill="#6b7280"/>${vehicle(shape, paint, rand)}`
      : building(shape, rand);
  const sun = `<circle cx="${150 + rand() * 900}" cy="${110 + rand() * 80}" r="55" fill="#fde047" opacity="0.9"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>${sun}${scene}<text x="40" y="860" font-family="sans-serif" font-size="34" fill="#ffffff" opacity="0.85">${label.replace(/[<&>]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
