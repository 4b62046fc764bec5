import { stat } from 'node:fs/promises';
import { IMAGE_VARIANT_WIDTHS } from '@tessera/db';
import sharp from 'sharp';
import type { AcceptedType } from './file-types.js';
import { MAX_IMAGE_PIXELS } from './limits.js';

export type VariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export interface ImageSize {
  width: number;
  height: number;
}

/** The content type of every variant: WebP keeps transparency and animation and is small. */
export const VARIANT_CONTENT_TYPE = 'image/webp';
export const VARIANT_EXT = 'webp';

function open(source: string | Buffer, type: AcceptedType) {
  return sharp(source, {
    animated: type.animated ?? false,
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
  });
}

/**
 * How many pixels the decoder would have to hold, read from the header alone (no pixel is
 * decoded), so a pixel flood is told apart from a file that is not an image.
 */
export async function declaredPixels(source: string | Buffer, type: AcceptedType): Promise<number> {
  const meta = await sharp(source, { animated: type.animated ?? false, limitInputPixels: false }).metadata();
  return meta.width * meta.height;
}

/** The displayed size of an image: EXIF orientation applied, one frame of an animation. */
export async function imageSize(source: string | Buffer, type: AcceptedType): Promise<ImageSize> {
  const meta = await open(source, type).metadata();
  const frameHeight = meta.pageHeight ?? meta.height;
  const rotated = (meta.orientation ?? 1) >= 5;
  return rotated ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
}

/** The spec's widths (100w … 2500w) an image gets: never wider than the original (no upscaling). */
export function variantWidths(originalWidth: number): VariantWidth[] {
  return IMAGE_VARIANT_WIDTHS.filter((w) => w <= originalWidth);
}

/**
 * Writes one resized WebP copy of the image: oriented upright, metadata stripped, animation kept.
 * Returns its size in bytes.
 */
export async function writeVariant(
  source: string | Buffer,
  type: AcceptedType,
  width: VariantWidth,
  outPath: string,
): Promise<number> {
  await open(source, type)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toFile(outPath);
  return (await stat(outPath)).size;
}
