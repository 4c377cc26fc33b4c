import sharp from 'sharp';
import { planListings } from './plan.js';
import { renderSceneSvg } from './images/scene.js';
sharp.concurrency(1);
const plans = planListings(new Date());
const specs = plans.flatMap((p) => p.photos).slice(0, 60);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const [w, h] of [
  [1440, 1080],
  [1280, 960],
] as const) {
  let c0 = cpu(),
    t0 = performance.now();
  const raws = [];
  for (const s of specs)
    raws.push(
      await sharp(Buffer.from(renderSceneSvg(s, w, h)))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  console.log(
    w,
    'raster cpu/photo',
    ((cpu() - c0) / specs.length).toFixed(1),
    'wall',
    ((performance.now() - t0) / specs.length).toFixed(1),
  );
  for (const effort of [0, 1, 2, 4]) {
    c0 = cpu();
    t0 = performance.now();
    let bytes = 0;
    for (const r of raws)
      for (const vw of [320, 640, 1600])
        bytes += (
          await sharp(r.data, { raw: r.info })
            .resize({ width: vw, withoutEnlargement: true })
            .webp({ quality: 80, effort })
            .toBuffer()
        ).length;
    console.log(
      w,
      'effort',
      effort,
      'encode cpu/photo',
      ((cpu() - c0) / specs.length).toFixed(1),
      'wall',
      ((performance.now() - t0) / specs.length).toFixed(1),
      'KB/photo',
      (bytes / 1024 / specs.length).toFixed(0),
    );
  }
}
