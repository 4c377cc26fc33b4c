/** Small drawing helpers shared by the vehicle and building scenes (SVG as strings). */

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour; amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const mixed = channels.map((channel) =>
    amount >= 0 ? clamp(channel + (255 - channel) * amount) : clamp(channel * (1 + amount)),
  );
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived brightness in [0, 1], to pick light or dark trim for a body colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
}

/** Gradients every scene can reference: glass, a body sheen and chrome. */
export const commonDefs = `
  <linearGradient id="glass" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="#c9dcea"/><stop offset="0.45" stop-color="#5d7a92"/><stop offset="1" stop-color="#22313f"/>
  </linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.06"/>
    <stop offset="0.7" stop-color="#000000" stop-opacity="0.06"/><stop offset="1" stop-color="#000000" stop-opacity="0.32"/>
  </linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#a7aeb6"/><stop offset="1" stop-color="#5f666e"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
  </radialGradient>`;

/** A painted shape with its sheen on top, so flat colours read as a curved body. */
export const body = (d: string, color: string) =>
  `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#sheen)"/>`;

export const glass = (d: string) =>
  `<path d="${d}" fill="url(#glass)"/><path d="${d}" fill="#ffffff" opacity="0.08"/>`;

/** The dark wheel well above a wheel, drawn over a body whose lower edge is at `bottom`. */
export const wheelWell = (cx: number, bottom: number, radius: number) =>
  `<path d="M ${cx - radius} ${bottom} A ${radius} ${radius} 0 0 1 ${cx + radius} ${bottom} Z" fill="#121316"/>`;

/** A road wheel with tyre, alloy rim, spokes and hub; the ground is y = 0. */
export function wheel(cx: number, radius: number, rim = 'url(#chrome)', spokes = 5): string {
  const cy = -radius;
  const rimRadius = radius * 0.6;
  const spokeLines = Array.from({ length: spokes }, (_, index) => {
    const angle = (index / spokes) * Math.PI * 2 + 0.3;
    const x = cx + Math.cos(angle) * rimRadius * 0.92;
    const y = cy + Math.sin(angle) * rimRadius * 0.92;
    return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#4b5158" stroke-width="${(radius * 0.1).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#1a1b1e"/>
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.86}" fill="none" stroke="#2c2e33" stroke-width="${radius * 0.08}"/>
    <circle cx="${cx}" cy="${cy}" r="${rimRadius}" fill="${rim}"/>${spokeLines}
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.14}" fill="#3a3f45"/>`;
}

/** The soft contact shadow under a subject of the given width, centred on x. */
export const groundShadow = (cx: number, width: number) =>
  `<ellipse cx="${cx}" cy="2" rx="${width / 2}" ry="${Math.max(10, width * 0.04)}" fill="url(#shadow)"/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
