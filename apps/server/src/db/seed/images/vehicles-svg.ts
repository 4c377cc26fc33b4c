import { body, glass, groundShadow, line, luminance, shade, wheel, wheelWell } from './svg-kit.js';

export const VEHICLE_SHAPES = [
  'sedan',
  'suv',
  'hatchback',
  'pickup',
  'truck',
  'van',
  'bus',
  'rv',
  'motorcycle',
  'tractor',
  'excavator',
  'atv',
  'boat',
  'tuktuk',
] as const;
export type VehicleShape = (typeof VEHICLE_SHAPES)[number];

/** A side view facing right, x from 0 to `width`, standing on y = 0 (negative y is up). */
export interface Drawing {
  width: number;
  height: number;
  svg: string;
}

const lamp = (x: number, y: number, rx: number, ry: number, color: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${color}"/>`;

function sedan(color: string): Drawing {
  const d =
    'M 8 -40 C 6 -62 10 -80 30 -86 L 112 -94 L 150 -136 C 160 -146 170 -148 186 -148 L 250 -148 C 268 -148 278 -144 290 -134 L 330 -102 L 378 -94 C 394 -90 398 -76 396 -58 L 394 -40 Z';
  return {
    width: 400,
    height: 150,
    svg: `${groundShadow(200, 420)}${body(d, color)}
      ${glass('M 126 -98 L 157 -131 C 164 -139 172 -141 186 -141 L 248 -141 C 263 -141 272 -137 283 -129 L 318 -100 Z')}
      <rect x="214" y="-142" width="9" height="44" fill="${color}"/>
      ${line(152, -96, 150, -44, '#000', 1.5, 'opacity="0.25"')}${line(224, -98, 226, -44, '#000', 1.5, 'opacity="0.25"')}
      ${line(300, -100, 304, -48, '#000', 1.5, 'opacity="0.25"')}
      <rect x="178" y="-88" width="18" height="4" rx="2" fill="#000" opacity="0.35"/><rect x="250" y="-88" width="18" height="4" rx="2" fill="#000" opacity="0.35"/>
      <path d="M 318 -104 L 332 -112 L 336 -100 Z" fill="${shade(color, -0.3)}"/>
      ${lamp(388, -74, 9, 6, '#fff3c4')}<rect x="8" y="-78" width="9" height="14" rx="3" fill="#c0392b"/>
      <rect x="8" y="-48" width="390" height="8" rx="4" fill="#000" opacity="0.18"/>
      ${wheelWell(95, -40, 44)}${wheelWell(318, -40, 44)}${wheel(95, 35)}${wheel(318, 35)}`,
  };
}

function suv(color: string): Drawing {
  const d =
    'M 8 -46 C 6 -84 10 -110 22 -116 L 42 -120 L 62 -172 C 66 -180 74 -182 86 -182 L 262 -182 C 278 -182 288 -176 298 -166 L 336 -124 L 386 -114 C 402 -110 406 -96 404 -72 L 402 -46 Z';
  return {
    width: 410,
    height: 190,
    svg: `${groundShadow(205, 430)}${body(d, color)}
      <rect x="70" y="-190" width="180" height="6" rx="3" fill="#2d3136"/>
      ${glass('M 60 -122 L 76 -166 C 79 -172 84 -174 92 -174 L 258 -174 C 270 -174 278 -170 286 -162 L 322 -122 Z')}
      <rect x="146" y="-175" width="9" height="54" fill="${color}"/><rect x="226" y="-175" width="9" height="54" fill="${color}"/>
      ${line(150, -120, 148, -50, '#000', 1.5, 'opacity="0.25"')}${line(232, -120, 234, -50, '#000', 1.5, 'opacity="0.25"')}
      <rect x="8" y="-62" width="396" height="16" rx="6" fill="#2d3136" opacity="0.75"/>
      ${lamp(396, -92, 8, 7, '#fff3c4')}<rect x="8" y="-104" width="9" height="22" rx="3" fill="#c0392b"/>
      ${wheelWell(100, -46, 50)}${wheelWell(318, -46, 50)}${wheel(100, 40)}${wheel(318, 40)}`,
  };
}

function hatchback(color: string): Drawing {
  const d =
    'M 8 -38 C 4 -72 8 -110 20 -128 C 30 -144 44 -150 70 -150 L 200 -150 C 218 -150 228 -146 240 -136 L 282 -100 L 326 -92 C 342 -88 348 -74 346 -56 L 344 -38 Z';
  return {
    width: 350,
    height: 152,
    svg: `${groundShadow(175, 370)}${body(d, color)}
      ${glass('M 28 -100 L 36 -127 C 42 -137 52 -143 72 -143 L 198 -143 C 212 -143 222 -139 232 -131 L 268 -99 Z')}
      <rect x="146" y="-144" width="9" height="46" fill="${color}"/>
      ${line(150, -98, 148, -44, '#000', 1.5, 'opacity="0.25"')}${line(250, -98, 254, -46, '#000', 1.5, 'opacity="0.25"')}
      ${lamp(338, -72, 8, 6, '#fff3c4')}<rect x="8" y="-90" width="8" height="18" rx="3" fill="#c0392b"/>
      <rect x="8" y="-46" width="338" height="8" rx="4" fill="#000" opacity="0.18"/>
      ${wheelWell(80, -38, 42)}${wheelWell(274, -38, 42)}${wheel(80, 33)}${wheel(274, 33)}`,
  };
}

function pickup(color: string): Drawing {
  const d =
    'M 8 -50 L 8 -106 L 196 -106 L 206 -168 C 208 -176 214 -178 224 -178 L 300 -178 C 312 -178 320 -174 328 -164 L 356 -126 L 408 -118 C 424 -114 428 -100 426 -74 L 424 -50 Z';
  return {
    width: 430,
    height: 180,
    svg: `${groundShadow(215, 450)}${body(d, color)}
      ${glass('M 216 -126 L 222 -166 C 224 -170 228 -171 234 -171 L 296 -171 C 306 -171 312 -168 318 -161 L 344 -126 Z')}
      <rect x="268" y="-172" width="8" height="48" fill="${color}"/>
      ${line(198, -106, 198, -52, '#000', 2, 'opacity="0.35"')}<rect x="8" y="-112" width="190" height="8" rx="3" fill="${shade(color, -0.25)}"/>
      <rect x="8" y="-66" width="420" height="16" rx="6" fill="#2d3136" opacity="0.8"/>
      ${lamp(418, -96, 8, 7, '#fff3c4')}<rect x="8" y="-98" width="8" height="22" rx="3" fill="#c0392b"/>
      ${wheelWell(100, -50, 50)}${wheelWell(340, -50, 50)}${wheel(100, 40)}${wheel(340, 40)}`,
  };
}

function truck(color: string): Drawing {
  const cab =
    'M 396 -70 L 396 -232 Q 396 -242 406 -242 L 492 -242 C 514 -242 526 -232 532 -214 L 550 -152 L 556 -122 L 556 -70 Z';
  return {
    width: 560,
    height: 270,
    svg: `${groundShadow(280, 590)}
      <rect x="16" y="-84" width="540" height="16" fill="#2b2d31"/>
      <rect x="14" y="-268" width="372" height="184" rx="5" fill="#eceae6"/><rect x="14" y="-268" width="372" height="184" rx="5" fill="url(#sheen)"/>
      <rect x="14" y="-150" width="372" height="18" fill="${color}"/>
      ${Array.from({ length: 6 }, (_, index) => line(14 + (index + 1) * 53, -262, 14 + (index + 1) * 53, -90, '#000', 1, 'opacity="0.08"')).join('')}
      ${body(cab, color)}
      ${glass('M 470 -228 L 494 -228 C 506 -228 514 -222 518 -210 L 534 -158 L 470 -158 Z')}
      ${glass('M 410 -228 L 460 -228 L 460 -162 L 410 -162 Z')}
      <rect x="540" y="-110" width="16" height="30" rx="3" fill="#d9dde1"/>${lamp(550, -128, 6, 8, '#fff3c4')}
      ${wheelWell(470, -70, 54)}${wheel(90, 44)}${wheel(186, 44)}${wheel(470, 44)}`,
  };
}

function van(color: string): Drawing {
  const d =
    'M 10 -46 L 8 -220 Q 8 -236 24 -236 L 300 -236 C 320 -236 330 -228 340 -214 L 390 -142 L 410 -128 C 418 -122 420 -112 418 -92 L 416 -46 Z';
  return {
    width: 420,
    height: 240,
    svg: `${groundShadow(210, 440)}${body(d, color)}
      ${glass('M 318 -226 L 330 -226 C 336 -226 340 -222 344 -216 L 384 -150 L 318 -150 Z')}
      ${glass('M 36 -222 L 142 -222 L 142 -160 L 36 -160 Z')}${glass('M 164 -222 L 296 -222 L 296 -160 L 164 -160 Z')}
      ${line(154, -226, 154, -52, '#000', 2, 'opacity="0.3"')}${line(306, -226, 306, -52, '#000', 2, 'opacity="0.3"')}
      <rect x="10" y="-64" width="408" height="18" rx="6" fill="#2d3136" opacity="0.75"/>
      ${lamp(410, -110, 7, 9, '#fff3c4')}<rect x="10" y="-120" width="8" height="26" rx="3" fill="#c0392b"/>
      ${wheelWell(92, -46, 48)}${wheelWell(338, -46, 48)}${wheel(92, 38)}${wheel(338, 38)}`,
  };
}

function bus(color: string): Drawing {
  const stripe = luminance(color) > 0.6 ? '#1f6fb2' : '#f4f1ea';
  const windows = Array.from({ length: 7 }, (_, index) =>
    glass(
      `M ${36 + index * 72} -224 L ${98 + index * 72} -224 L ${98 + index * 72} -152 L ${36 + index * 72} -152 Z`,
    ),
  ).join('');
  return {
    width: 620,
    height: 256,
    svg: `${groundShadow(310, 650)}${body('M 4 -40 L 4 -232 Q 4 -252 26 -252 L 580 -252 Q 608 -252 612 -224 L 618 -150 L 618 -40 Z', color)}
      ${windows}${glass('M 556 -236 L 596 -236 Q 606 -236 608 -222 L 614 -140 L 556 -140 Z')}
      ${glass('M 552 -130 L 586 -130 L 586 -52 L 552 -52 Z')}
      <rect x="4" y="-130" width="540" height="16" fill="${stripe}" opacity="0.9"/>
      <rect x="4" y="-58" width="614" height="18" rx="6" fill="#2d3136" opacity="0.7"/>
      ${lamp(612, -74, 6, 9, '#fff3c4')}
      ${wheelWell(116, -40, 50)}${wheelWell(470, -40, 50)}${wheel(116, 40)}${wheel(470, 40)}`,
  };
}

function rv(color: string): Drawing {
  const shell =
    'M 10 -56 L 10 -270 Q 10 -290 30 -290 L 520 -290 Q 546 -290 548 -266 L 550 -232 Q 550 -218 536 -218 L 480 -218 L 480 -56 Z';
  const cab =
    'M 470 -56 L 470 -218 L 546 -218 C 562 -218 574 -210 582 -196 L 606 -144 L 614 -126 L 614 -56 Z';
  return {
    width: 620,
    height: 292,
    svg: `${groundShadow(310, 650)}${body(shell, '#f3f1ec')}${body(cab, '#f3f1ec')}
      <path d="M 10 -120 C 140 -120 220 -190 420 -196 C 470 -198 520 -190 614 -176 L 614 -150 C 520 -164 470 -170 420 -168 C 240 -160 150 -96 10 -94 Z" fill="${color}"/>
      ${glass('M 548 -208 L 566 -208 C 572 -208 576 -204 580 -196 L 602 -148 L 548 -148 Z')}
      ${glass('M 490 -208 L 536 -208 L 536 -150 L 490 -150 Z')}${glass('M 60 -238 L 150 -238 L 150 -190 L 60 -190 Z')}
      ${glass('M 300 -246 L 400 -246 L 400 -196 L 300 -196 Z')}${glass('M 480 -270 L 530 -270 L 530 -238 L 480 -238 Z')}
      <rect x="200" y="-246" width="60" height="182" rx="6" fill="#e2dfd8" stroke="#b8b4ab" stroke-width="2"/>
      ${glass('M 212 -232 L 248 -232 L 248 -190 L 212 -190 Z')}
      <rect x="10" y="-74" width="604" height="18" rx="6" fill="#2d3136" opacity="0.7"/>${lamp(608, -96, 6, 9, '#fff3c4')}
      ${wheelWell(130, -56, 50)}${wheelWell(540, -56, 50)}${wheel(130, 40)}${wheel(540, 40)}`,
  };
}

function motorcycle(color: string): Drawing {
  const moto = (cx: number) =>
    `<circle cx="${cx}" cy="-46" r="42" fill="none" stroke="#1b1c1f" stroke-width="12"/>
     <circle cx="${cx}" cy="-46" r="30" fill="none" stroke="#9aa1a9" stroke-width="3"/>
     ${Array.from({ length: 6 }, (_, index) => {
       const angle = (index / 6) * Math.PI * 2;
       return line(
         cx,
         -46,
         +(cx + Math.cos(angle) * 30).toFixed(1),
         +(-46 + Math.sin(angle) * 30).toFixed(1),
         '#9aa1a9',
         3,
       );
     }).join('')}
     <circle cx="${cx}" cy="-46" r="8" fill="#3a3f45"/>`;
  return {
    width: 300,
    height: 180,
    svg: `${groundShadow(150, 320)}
      ${line(58, -46, 134, -84, '#2b2d31', 10)}${line(240, -46, 210, -156, '#b9bec4', 9)}
      ${line(150, -72, 206, -148, '#2b2d31', 9)}${line(112, -76, 38, -92, '#c8ccd1', 10)}
      <rect x="118" y="-122" width="74" height="52" rx="10" fill="#4a4e55"/>
      ${Array.from({ length: 4 }, (_, index) => line(126, -112 + index * 11, 184, -112 + index * 11, '#6b7078', 2)).join('')}
      ${moto(58)}${moto(240)}
      ${body('M 120 -140 C 130 -172 192 -176 208 -150 L 198 -124 L 128 -120 Z', color)}
      <path d="M 52 -134 C 74 -146 108 -148 128 -140 L 126 -128 L 60 -122 Z" fill="#1f2023"/>
      ${body('M 18 -92 Q 58 -122 102 -98 L 96 -90 Q 58 -110 26 -84 Z', color)}
      ${body('M 204 -96 Q 240 -118 276 -96 L 270 -88 Q 240 -106 210 -88 Z', color)}
      ${line(196, -162, 186, -176, '#1f2023', 6)}${lamp(224, -150, 9, 11, '#fff3c4')}`,
  };
}

function tractor(color: string): Drawing {
  const rim = luminance(color) < 0.35 || color.toLowerCase() === '#2e7d32' ? '#f2c230' : '#e6e8ea';
  return {
    width: 380,
    height: 300,
    svg: `${groundShadow(190, 400)}
      ${line(56, -160, 48, -292, '#1f2023', 8)}${line(176, -160, 184, -292, '#1f2023', 8)}
      <path d="M 52 -286 L 182 -286 L 176 -166 L 56 -166 Z" fill="#bcd3e2" opacity="0.35"/>
      <rect x="34" y="-304" width="164" height="16" rx="4" fill="${color}"/>
      ${body('M 150 -84 L 150 -170 L 346 -154 Q 368 -152 368 -130 L 368 -84 Z', color)}
      ${line(252, -168, 252, -232, '#2b2d31', 8)}
      <rect x="150" y="-100" width="218" height="12" fill="#2b2d31" opacity="0.8"/>
      ${Array.from({ length: 5 }, (_, index) => line(300 + index * 12, -146, 300 + index * 12, -106, '#000', 3, 'opacity="0.3"')).join('')}
      <circle cx="92" cy="-86" r="86" fill="#1a1b1e"/>
      <circle cx="92" cy="-86" r="78" fill="none" stroke="#34373c" stroke-width="10" stroke-dasharray="12 10"/>
      <circle cx="92" cy="-86" r="48" fill="${rim}"/><circle cx="92" cy="-86" r="14" fill="#3a3f45"/>
      ${body('M 0 -120 Q 8 -196 92 -200 Q 176 -196 186 -120 L 170 -120 Q 160 -180 92 -184 Q 24 -180 16 -120 Z', color)}
      <circle cx="304" cy="-48" r="48" fill="#1a1b1e"/>
      <circle cx="304" cy="-48" r="42" fill="none" stroke="#34373c" stroke-width="7" stroke-dasharray="9 8"/>
      <circle cx="304" cy="-48" r="24" fill="${rim}"/><circle cx="304" cy="-48" r="8" fill="#3a3f45"/>
      ${lamp(364, -136, 5, 8, '#fff3c4')}`,
  };
}

function excavator(color: string): Drawing {
  const dark = shade(color, -0.35);
  return {
    width: 520,
    height: 320,
    svg: `${groundShadow(220, 440)}
      <rect x="30" y="-72" width="320" height="72" rx="36" fill="#232428"/>
      ${[70, 130, 190, 250, 310].map((x) => `<circle cx="${x}" cy="-36" r="20" fill="#3d4046"/><circle cx="${x}" cy="-36" r="7" fill="#1b1c1f"/>`).join('')}
      <rect x="150" y="-92" width="80" height="22" fill="#2b2d31"/>
      ${body('M 40 -96 L 40 -150 Q 40 -176 70 -176 L 300 -176 L 300 -96 Z', color)}
      <rect x="40" y="-120" width="70" height="24" fill="${dark}"/>
      ${body('M 200 -176 L 200 -268 Q 200 -276 210 -276 L 280 -276 Q 298 -276 302 -258 L 310 -176 Z', color)}
      ${glass('M 212 -262 L 276 -262 Q 288 -262 290 -250 L 296 -188 L 212 -188 Z')}
      ${body('M 290 -140 L 310 -176 L 416 -318 L 440 -304 L 334 -130 Z', color)}
      ${body('M 416 -318 L 440 -304 L 488 -150 L 466 -142 Z', color)}
      ${line(320, -150, 404, -286, '#c9ced4', 5)}${line(426, -290, 470, -170, '#c9ced4', 5)}
      <path d="M 456 -152 L 508 -140 L 506 -94 L 470 -80 L 444 -110 Z" fill="#2f3135"/>
      ${[478, 490, 502].map((x) => `<path d="M ${x - 6} -84 L ${x} -70 L ${x + 6} -86 Z" fill="#2f3135"/>`).join('')}`,
  };
}

function atv(color: string): Drawing {
  return {
    width: 300,
    height: 160,
    svg: `${groundShadow(150, 320)}
      <rect x="86" y="-84" width="128" height="34" rx="8" fill="#42464c"/>
      ${wheel(62, 36, '#4a4e55', 6)}${wheel(238, 36, '#4a4e55', 6)}
      ${body('M 6 -92 Q 60 -146 116 -104 L 186 -104 Q 240 -146 294 -92 L 294 -76 L 6 -76 Z', color)}
      <path d="M 96 -106 Q 140 -132 184 -106 Z" fill="#1f2023"/>
      ${line(196, -106, 212, -150, '#2b2d31', 7)}${line(196, -152, 232, -152, '#2b2d31', 7)}
      ${lamp(284, -90, 7, 6, '#fff3c4')}`,
  };
}

function boat(color: string): Drawing {
  return {
    width: 470,
    height: 210,
    svg: `${line(250, -100, 250, -210, '#5b6168', 4)}
      ${body('M 0 -104 L 470 -118 Q 444 -44 400 -12 L 52 -12 Q 20 -36 0 -104 Z', color)}
      <path d="M 4 -94 L 466 -106 L 462 -98 L 8 -86 Z" fill="#f4f1ea"/>
      ${body('M 150 -108 L 150 -168 Q 150 -176 160 -176 L 290 -176 Q 310 -176 320 -156 L 336 -112 Z', '#f4f1ea')}
      ${glass('M 168 -164 L 210 -164 L 210 -132 L 168 -132 Z')}${glass('M 224 -164 L 286 -164 Q 298 -164 304 -150 L 312 -132 L 224 -132 Z')}`,
  };
}

function tuktuk(color: string): Drawing {
  return {
    width: 280,
    height: 220,
    svg: `${groundShadow(140, 300)}
      ${body('M 10 -42 L 10 -172 Q 10 -200 40 -200 L 190 -200 Q 240 -200 250 -150 L 264 -72 L 264 -42 Z', color)}
      <rect x="0" y="-216" width="224" height="20" rx="9" fill="#23252a"/>
      <rect x="72" y="-182" width="108" height="104" rx="8" fill="#2b2d31" opacity="0.85"/>
      ${glass('M 190 -186 Q 226 -184 236 -146 L 244 -112 L 190 -112 Z')}
      ${lamp(256, -98, 6, 8, '#fff3c4')}${wheelWell(64, -42, 38)}${wheel(64, 30)}${wheel(230, 26)}`,
  };
}

const DRAWERS: Record<VehicleShape, (color: string) => Drawing> = {
  sedan,
  suv,
  hatchback,
  pickup,
  truck,
  van,
  bus,
  rv,
  motorcycle,
  tractor,
  excavator,
  atv,
  boat,
  tuktuk,
};

export const drawVehicle = (shape: VehicleShape, color: string): Drawing => DRAWERS[shape](color);
