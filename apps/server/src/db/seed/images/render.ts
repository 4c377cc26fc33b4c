import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANTS, type ProcessedImage } from '../../../platform/media/image-variants.js';
import { differenceHash } from '../../../platform/media/perceptual-hash.js';
import { renderSceneSvg, type SceneSpec } from './scene.js';

/**
 * The generated source size. 1600×1200 would fill the full variant exactly but takes about
 * twice as long to draw and encode; 1440×1080 keeps the demo seed quick and still looks sharp.
 */
export const SOURCE_WIDTH = 1440;
export const SOURCE_HEIGHT = 1080;

/**
 * Draws one scene and encodes the upload pipeline's WebP variants (platform/media/image-variants)
 * from a single rasterisation, which is what keeps seeding fast. The content hash is of the
 * source, the SVG, as an upload's is of the uploaded file.
 */
export async function renderPhoto(spec: SceneSpec): Promise<ProcessedImage> {
  const svg = renderSceneSvg(spec, SOURCE_WIDTH, SOURCE_HEIGHT);
  const contentHash = createHash('sha256').update(svg).digest('hex');
  const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raster.info;
  const variants: ProcessedImage['variants'] = [];
  for (const variant of IMAGE_VARIANTS) {
    const { data, info } = await sharp(raster.data, { raw: { width, height, channels } })
      .resize({ width: variant.width, withoutEnlargement: true })
      // The large variant dominates encoding time; effort 0 halves it for slightly bigger files.
      .webp({ quality: variant.name === 'thumbnail' ? 72 : 80, effort: variant.name === 'full' ? 0 : 2 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ name: variant.name, width: info.width, height: info.height, body: data });
  }
  const perceptualHash = await differenceHash(raster.data, { width, height, channels });
  return { contentHash, perceptualHash, width, height, variants };
}
