import type { PublicImage } from '@tessera/db';
import { fileAssetUrl } from './urls.js';

/** An image as templates read it (JSON-T reference §8.2 "image object"). */
export interface ImageJson {
  [key: string]: unknown;
  id: string;
  assetUrl: string;
  filename: string;
  altText: string;
  /** `WIDTHxHEIGHT` of the original, when known. */
  originalSize?: string;
  mediaFocalPoint: { x: number; y: number };
  systemDataId: string;
  /** Stored variant widths, e.g. `100w,300w,500w`. */
  systemDataVariants: string;
}

export function imageJson(file: PublicImage): ImageJson {
  const json: ImageJson = {
    id: file.id,
    assetUrl: fileAssetUrl(file),
    filename: file.filename,
    altText: file.alt_text,
    mediaFocalPoint: { x: file.focal_x, y: file.focal_y },
    systemDataId: file.id,
    systemDataVariants: file.widths.map((w) => `${w}w`).join(','),
  };
  if (file.original_width && file.original_height) {
    json.originalSize = `${file.original_width}x${file.original_height}`;
  }
  return json;
}
