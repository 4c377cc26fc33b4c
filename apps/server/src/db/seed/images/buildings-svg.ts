import type { Drawing } from './vehicles-svg.js';
import { body, glass, groundShadow, line, shade } from './svg-kit.js';

export const BUILDING_SHAPES = [
  'apartment',
  'tower',
  'villa',
  'land',
  'shop',
  'office',
  'farm',
  'warehouse',
] as const;
export type BuildingShape = (typeof BUILDING_SHAPES)[number];

/** Windows glow warm at dusk; `seed` decides which ones, so each photo of a listing stays the same. */
interface Light {
  lit: boolean;
  seed: number;
}

const windowAt = (x: number, y: number, w: number, h: number, light: Light, index: number) => {
  const on = light.lit && (light.seed + index * 7) % 3 !== 0;
  const pane = on
    ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffd58a"/>`
    : glass(`M ${x} ${y} h ${w} v ${h} h ${-w} Z`);
  return `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" fill="#f5f1e8" opacity="0.9"/>${pane}
    ${line(x + w / 2, y, x + w / 2, y + h, '#f5f1e8', 2)}`;
};

export const olive = (x: number, y: number, s: number) =>
  `<path d="M ${x - 4 * s} ${y} L ${x - 2 * s} ${y - 30 * s} L ${x + 3 * s} ${y - 30 * s} L ${x + 5 * s} ${y} Z" fill="#6b5641"/>
   <ellipse cx="${x}" cy="${y - 46 * s}" rx="${34 * s}" ry="${24 * s}" fill="#7d8f5a"/>
   <ellipse cx="${x - 12 * s}" cy="${y - 52 * s}" rx="${20 * s}" ry="${15 * s}" fill="#93a56c"/>
   <ellipse cx="${x + 14 * s}" cy="${y - 40 * s}" rx="${18 * s}" ry="${12 * s}" fill="#6a7b4a"/>`;

export const cypress = (x: number, y: number, s: number) =>
  `<rect x="${x - 3 * s}" y="${y - 14 * s}" width="${6 * s}" height="${14 * s}" fill="#5b4636"/>
   <ellipse cx="${x}" cy="${y - 70 * s}" rx="${15 * s}" ry="${62 * s}" fill="#2f5a3a"/>
   <ellipse cx="${x - 4 * s}" cy="${y - 80 * s}" rx="${7 * s}" ry="${44 * s}" fill="#3d7049"/>`;

export const palm = (x: number, y: number, s: number) => {
  const top = y - 150 * s;
  const fronds = [-150, -115, -70, -35, 0, 35]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const ex = x + Math.cos(radians) * 70 * s;
      const ey = top + Math.sin(radians) * 40 * s + 30 * s;
      return `<path d="M ${x} ${top} Q ${(x + ex) / 2} ${top - 26 * s} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="#3f7a3c" stroke-width="${9 * s}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M ${x - 6 * s} ${y} Q ${x + 10 * s} ${y - 80 * s} ${x} ${top} L ${x + 5 * s} ${top} Q ${x + 16 * s} ${y - 80 * s} ${x + 6 * s} ${y} Z" fill="#8a6a4a"/>${fronds}`;
};

/** Roof life of a Syrian block: water tanks and solar panels. */
const roofKit = (x: number, y: number) =>
  `<rect x="${x}" y="${y - 26}" width="26" height="26" rx="4" fill="#e9e6df"/><ellipse cx="${x + 13}" cy="${y - 26}" rx="13" ry="4" fill="#f7f5f0"/>
   <rect x="${x + 34}" y="${y - 22}" width="22" height="22" rx="4" fill="#2c3440"/><ellipse cx="${x + 45}" cy="${y - 22}" rx="11" ry="3.5" fill="#3b4552"/>
   <path d="M ${x + 70} ${y} L ${x + 82} ${y - 22} L ${x + 146} ${y - 22} L ${x + 134} ${y} Z" fill="#1f3a5f"/>
   ${line(x + 92, y - 22, x + 80, y, '#5d84b5', 1.5)}${line(x + 114, y - 22, x + 102, y, '#5d84b5', 1.5)}${line(x + 76, y - 11, x + 140, y - 11, '#5d84b5', 1.5)}`;

function apartment(color: string, light: Light): Drawing {
  const floors = 5 + (light.seed % 3);
  const top = -(40 + floors * 56);
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    const y = -40 - (floor + 1) * 56 + 12;
    [28, 118, 262, 352].forEach((x, column) => {
      windows.push(windowAt(x, y, 44, 32, light, floor * 4 + column));
      if (column === 1 || column === 2) {
        windows.push(
          `<rect x="${x - 14}" y="${y + 36}" width="72" height="8" fill="${shade(color, 0.35)}"/>`,
        );
        windows.push(
          `<rect x="${x - 12}" y="${y + 18}" width="68" height="18" fill="none" stroke="#59606a" stroke-width="2"/>`,
        );
      }
    });
    if (floor % 2 === 1)
      windows.push(`<rect x="${30}" y="${y + 36}" width="22" height="14" rx="2" fill="#dfe2e4"/>`);
  }
  return {
    width: 420,
    height: -top + 30,
    svg: `${groundShadow(210, 460)}${body(`M 0 0 L 0 ${top} L 420 ${top} L 420 0 Z`, color)}
      <rect x="-6" y="${top - 8}" width="432" height="10" fill="${shade(color, -0.15)}"/>${roofKit(40, top - 8)}${roofKit(250, top - 8)}
      ${windows.join('')}
      <rect x="0" y="-44" width="420" height="6" fill="${shade(color, -0.2)}"/>
      <rect x="180" y="-40" width="60" height="40" fill="#4a3b2f"/><rect x="170" y="-48" width="80" height="8" fill="${shade(color, -0.3)}"/>
      ${glass('M 20 -34 h 120 v 30 h -120 Z')}${glass('M 280 -34 h 120 v 30 h -120 Z')}`,
  };
}

function tower(color: string, light: Light): Drawing {
  const floors = 13;
  const top = -(30 + floors * 26);
  const bands = Array.from({ length: floors }, (_, floor) => {
    const y = -30 - (floor + 1) * 26 + 5;
    const lit = light.lit && (light.seed + floor) % 3 !== 0;
    return lit
      ? `<rect x="72" y="${y}" width="146" height="17" fill="#ffd58a" opacity="0.9"/>`
      : glass(`M 72 ${y} h 146 v 17 h -146 Z`);
  }).join('');
  return {
    width: 320,
    height: -top + 30,
    svg: `${groundShadow(160, 360)}
      ${body(`M 0 0 L 0 -150 L 80 -150 L 80 0 Z`, shade(color, 0.15))}
      ${[0, 1, 2, 3].map((row) => windowAt(16, -136 + row * 32, 48, 20, light, row)).join('')}
      ${body(`M 60 0 L 60 ${top} L 230 ${top} L 230 0 Z`, color)}${bands}
      ${Array.from({ length: floors }, (_, floor) => `<rect x="58" y="${-30 - floor * 26 - 4}" width="174" height="4" fill="${shade(color, 0.3)}"/>`).join('')}
      <rect x="90" y="${top - 30}" width="110" height="30" fill="${shade(color, -0.2)}"/>
      ${body(`M 230 0 L 230 -220 L 320 -220 L 320 0 Z`, shade(color, -0.1))}
      ${[0, 1, 2, 3, 4, 5].map((row) => windowAt(248, -206 + row * 32, 54, 20, light, row + 5)).join('')}
      ${glass('M 110 -30 h 70 v 30 h -70 Z')}`,
  };
}

const archedWindow = (x: number, y: number, w: number, h: number, light: Light, index: number) => {
  const on = light.lit && (light.seed + index) % 2 === 0;
  const d = `M ${x} ${y + h} L ${x} ${y + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L ${x + w} ${y + h} Z`;
  return `<path d="${d}" fill="none" stroke="#f5f1e8" stroke-width="6"/>${on ? `<path d="${d}" fill="#ffd58a"/>` : glass(d)}`;
};

function villa(color: string, light: Light): Drawing {
  const tiled = light.seed % 2 === 0;
  const roof = tiled
    ? `<path d="M 40 -240 L 210 -318 L 400 -240 Z" fill="#a9503a"/><path d="M 40 -240 L 210 -318 L 400 -240 Z" fill="url(#sheen)"/>`
    : `<rect x="52" y="-252" width="336" height="14" fill="${shade(color, -0.15)}"/>${roofKit(120, -252)}`;
  return {
    width: 460,
    height: 330,
    svg: `${groundShadow(230, 500)}${body('M 0 0 L 0 -132 L 460 -132 L 460 0 Z', color)}
      ${body('M 60 -132 L 60 -240 L 380 -240 L 380 -132 Z', shade(color, 0.08))}${roof}
      <rect x="-8" y="-138" width="476" height="10" fill="${shade(color, -0.18)}"/>
      ${[90, 170, 270].map((x, index) => archedWindow(x, -222, 50, 72, light, index)).join('')}
      <rect x="84" y="-150" width="250" height="8" fill="${shade(color, -0.25)}"/>
      ${[30, 110, 330, 390].map((x, index) => archedWindow(x, -112, 44, 80, light, index + 3)).join('')}
      <path d="M 196 0 L 196 -92 A 32 32 0 0 1 260 -92 L 260 0 Z" fill="#5a3f2c"/>
      ${cypress(-20, 40, 1.2)}${cypress(480, 40, 1.1)}
      <rect x="-60" y="-44" width="200" height="44" fill="${shade(color, -0.1)}"/><rect x="320" y="-44" width="200" height="44" fill="${shade(color, -0.1)}"/>
      ${Array.from({ length: 10 }, (_, index) => line(150 + index * 18, -60, 150 + index * 18, 0, '#2b2d31', 4)).join('')}
      ${line(140, -58, 320, -58, '#2b2d31', 5)}`,
  };
}

function land(color: string): Drawing {
  const trees = [
    ...[-20, 110, 240, 370, 500].map((x) => olive(x + 40, -96, 0.9)),
    ...[-40, 110, 260, 410, 560].map((x) => olive(x, -16, 1.45)),
  ].join('');
  return {
    width: 560,
    height: 220,
    svg: `<path d="M -160 10 L -120 -130 L 680 -130 L 720 10 Z" fill="${color}" opacity="0.6"/>
      ${Array.from({ length: 8 }, (_, index) => line(-120 + index * 5, -120 + index * 16, 680 - index * 5, -120 + index * 16, '#6d5a3f', 2, 'opacity="0.22"')).join('')}
      ${trees}
      ${Array.from({ length: 14 }, (_, index) => `<rect x="${-80 + index * 52}" y="-14" width="50" height="16" rx="5" fill="#b9ab93"/>`).join('')}
      ${line(500, 0, 500, -90, '#6b5641', 6)}<rect x="456" y="-120" width="90" height="48" rx="4" fill="#f5f1e8" stroke="#6b5641" stroke-width="3"/>
      <rect x="468" y="-106" width="66" height="6" fill="#c0392b"/><rect x="468" y="-92" width="48" height="6" fill="#7f8c8d"/>`,
  };
}

function shop(color: string, light: Light): Drawing {
  const fronts = [0, 1, 2]
    .map((index) => {
      const x = 14 + index * 166;
      const open = (light.seed + index) % 3 !== 1;
      const inside = open
        ? `${glass(`M ${x + 8} -96 h 138 v 96 h -138 Z`)}<rect x="${x + 20}" y="-46" width="114" height="8" fill="#f5f1e8" opacity="0.8"/>`
        : `<rect x="${x + 8}" y="-96" width="138" height="96" fill="#aab0b6"/>${Array.from({ length: 12 }, (_, row) => line(x + 8, -92 + row * 8, x + 146, -92 + row * 8, '#80868c', 1.5)).join('')}`;
      return `${inside}<path d="M ${x} -110 L ${x + 154} -110 L ${x + 164} -90 L ${x - 10} -90 Z" fill="${index === 1 ? shade(color, -0.25) : color}"/>
        <rect x="${x}" y="-146" width="154" height="30" rx="3" fill="#f5f1e8"/><rect x="${x + 14}" y="-136" width="${60 + index * 18}" height="10" fill="${color}" opacity="0.7"/>`;
    })
    .join('');
  return {
    width: 520,
    height: 300,
    svg: `${groundShadow(260, 560)}${body('M 0 0 L 0 -280 L 520 -280 L 520 0 Z', '#d8cbb3')}
      <rect x="-6" y="-288" width="532" height="12" fill="#b8a98e"/>
      ${[30, 150, 290, 410].map((x, index) => windowAt(x, -250, 76, 40, light, index)).join('')}
      ${[30, 150, 290, 410].map((x, index) => windowAt(x, -196, 76, 34, light, index + 4)).join('')}
      <rect x="0" y="-156" width="520" height="6" fill="#b8a98e"/>${fronts}`,
  };
}

function office(color: string, light: Light): Drawing {
  const floors = 7;
  const top = -(40 + floors * 40);
  const rows = Array.from({ length: floors }, (_, floor) =>
    [0, 1, 2, 3, 4]
      .map((column) =>
        windowAt(24 + column * 74, -40 - (floor + 1) * 40 + 8, 56, 26, light, floor * 5 + column),
      )
      .join(''),
  ).join('');
  return {
    width: 400,
    height: -top + 20,
    svg: `${groundShadow(200, 440)}${body(`M 0 0 L 0 ${top} L 400 ${top} L 400 0 Z`, color)}${rows}
      <rect x="-6" y="${top - 10}" width="412" height="12" fill="${shade(color, -0.2)}"/>
      ${glass('M 20 -36 h 360 v 36 h -360 Z')}<rect x="150" y="-50" width="100" height="12" fill="${shade(color, -0.3)}"/>`,
  };
}

function farm(color: string, light: Light): Drawing {
  return {
    width: 520,
    height: 230,
    svg: `${groundShadow(200, 300)}${olive(440, 0, 1.5)}${olive(520, -30, 0.9)}
      ${body('M 60 0 L 60 -130 L 320 -130 L 320 0 Z', color)}
      <rect x="50" y="-142" width="280" height="14" fill="${shade(color, -0.2)}"/>
      ${Array.from({ length: 5 }, (_, row) => line(60, -26 * (row + 1), 320, -26 * (row + 1), '#000', 1, 'opacity="0.08"')).join('')}
      ${[90, 250].map((x, index) => archedWindow(x, -104, 40, 58, light, index)).join('')}
      <path d="M 168 0 L 168 -84 A 22 22 0 0 1 212 -84 L 212 0 Z" fill="#5a3f2c"/>
      <path d="M 180 -142 L 180 -176 L 236 -176 L 236 -142 Z" fill="#e9e6df"/>
      ${Array.from({ length: 9 }, (_, index) => line(-40 + index * 40, 0, -40 + index * 40, -40, '#6b5641', 5)).join('')}
      ${line(-44, -30, 300, -30, '#6b5641', 3)}${line(-44, -14, 300, -14, '#6b5641', 3)}`,
  };
}

/** The height of the warehouse's curved roof at x (the quadratic curve of its outline). */
const roofY = (x: number) => -150 - 200 * (x / 480) * (1 - x / 480);

function warehouse(color: string): Drawing {
  return {
    width: 480,
    height: 240,
    svg: `${groundShadow(240, 520)}${body('M 0 0 L 0 -150 Q 240 -250 480 -150 L 480 0 Z', color)}
      ${Array.from({ length: 23 }, (_, index) => line(10 + index * 20, -4, 10 + index * 20, roofY(10 + index * 20) + 4, '#000', 1.5, 'opacity="0.12"')).join('')}
      <rect x="150" y="-120" width="180" height="120" fill="#9aa1a8"/>
      ${Array.from({ length: 14 }, (_, row) => line(150, -116 + row * 8.5, 330, -116 + row * 8.5, '#7b828a', 2)).join('')}
      <rect x="40" y="-60" width="60" height="60" fill="#5a5f66"/>${glass('M 380 -110 h 70 v 40 h -70 Z')}`,
  };
}

export function drawBuilding(shape: BuildingShape, color: string, light: Light): Drawing {
  switch (shape) {
    case 'apartment':
      return apartment(color, light);
    case 'tower':
      return tower(color, light);
    case 'villa':
      return villa(color, light);
    case 'land':
      return land(color);
    case 'shop':
      return shop(color, light);
    case 'office':
      return office(color, light);
    case 'farm':
      return farm(color, light);
    case 'warehouse':
      return warehouse(color);
  }
}
