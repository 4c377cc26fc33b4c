/**
 * Draws a sheet of demo photos as PNG and times the WebP encoding, to judge the seed's pictures
 * without seeding: `npx tsx scripts/seed-image-preview.ts [outDir]` from apps/server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUILDING_SHAPES } from '../src/db/seed/images/buildings-svg.js';
import { renderPhoto } from '../src/db/seed/images/render.js';
import { renderSceneSvg, type SceneSpec } from '../src/db/seed/images/scene.js';
import { VEHICLE_SHAPES } from '../src/db/seed/images/vehicles-svg.js';

const outDir = process.argv[2] ?? '/tmp/seed-preview';
mkdirSync(outDir, { recursive: true });
sharp.concurrency(1);

const COLORS = ['#b0232a', '#1f4e79', '#c9ccd1', '#2e7d32', '#f2b705', '#222428', '#f4f1ea', '#d9c9a8'];
const specs: SceneSpec[] = [
  ...VEHICLE_SHAPES.map((shape, index) => ({
    subject: { kind: 'vehicle' as const, shape },
    color: COLORS[index % COLORS.length]!,
    label: `${shape} · 2015`,
    backdrop: (['city', 'hills', 'sea'] as const)[index % 3]!,
    seed: index * 7,
    shot: 0,
  })),
  ...BUILDING_SHAPES.map((shape, index) => ({
    subject: { kind: 'building' as const, shape },
    color: ['#d9c9a8', '#e8dcc4', '#cfd8dc', '#c8b08a'][index % 4]!,
    label: `${shape} · شقة`,
    backdrop: (['city', 'sea', 'hills'] as const)[index % 3]!,
    seed: index * 5,
    shot: 0,
  })),
];

const started = performance.now();
let encoded = 0;
for (const spec of specs) {
  const name = `${spec.subject.kind}-${spec.subject.shape}`;
  for (const shot of process.env.ALL_SHOTS ? [0, 1, 2, 3, 4, 5, 6, 7] : [0]) {
    const png = await sharp(Buffer.from(renderSceneSvg({ ...spec, shot }, 800, 600)))
      .png()
      .toBuffer();
    writeFileSync(path.join(outDir, `${name}-${shot}.png`), png);
  }
  const t0 = performance.now();
  await renderPhoto(spec);
  encoded += performance.now() - t0;
}
const total = performance.now() - started;
console.log(
  `${specs.length} scenes; WebP variants ${(encoded / specs.length).toFixed(0)} ms a photo; total ${total.toFixed(0)} ms`,
);
