import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderSceneSvg, type SceneSpec } from './scene.js';

/** The stored sizes of every listing photo (DESIGN.md section 4: images). */
export const IMAGE_VARIANTS = [
  { name: 'thumbnail', width: 320 },
  { name: 'card', width: 640 },
  { name: 'full', width: 1600 },
] as const;
export type VariantName = (typeof IMAGE_VARIANTS)[number]['name'];

/**
 * The generated source size. 1600×1200 would match the full variant exactly but takes about
 * twice as long to draw and encode; 1440×1080 keeps the demo seed fast and still looks sharp.
 */
export const SOURCE_WIDTH = 1440;
export const SOURCE_HEIGHT = 1080;

export interface RenderedVariant {
  name: VariantName;
  width: number;
  height: number;
  data: Buffer;
}

export interface RenderedPhoto {
  /** sha256 of the source (the SVG), the same value an upload of the same picture would get. */
  contentHash: string;
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/** Draws a scene once and encodes it as WebP variants (never wider than the source). */
export async function renderPhoto(spec: SceneSpec): Promise<RenderedPhoto> {
  const svg = renderSceneSvg(spec, SOURCE_WIDTH, SOURCE_HEIGHT);
  const contentHash = createHash('sha256').update(svg).digest('hex');
  const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raster.info;
  const variants: RenderedVariant[] = [];
  for (const variant of IMAGE_VARIANTS) {
    const targetWidth = Math.min(variant.width, width);
    const output = await sharp(raster.data, { raw: { width, height, channels } })
      .resize({ width: targetWidth, withoutEnlargement: true })
      .webp({ quality: variant.name === 'thumbnail' ? 72 : 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    variants.push({
      name: variant.name,
      width: output.info.width,
      height: output.info.height,
      data: output.data,
    });
  }
  return { contentHash, width, height, variants };
}
