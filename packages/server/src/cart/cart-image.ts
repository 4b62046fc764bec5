import { pickImageWidth } from '@tessera/core';
import { loadImages, type CartEntryView, type Executor, type PublicImage } from '@tessera/db';
import { fileAssetUrl } from '../render/index.js';

/** CSS pixels the cart and the checkout summary show a line's thumbnail at. */
const THUMBNAIL_DISPLAY_WIDTH = 150;

/**
 * A line's thumbnail: the render pipeline's public file address with the stored width the width
 * picker asks for at the thumbnail's size (the next stored one up, else the largest, else the
 * original). Undefined for a file that is not an image.
 */
export function thumbnailUrl(image: PublicImage): string | undefined {
  if (!image.content_type.startsWith('image/')) return undefined;
  const wanted = Number.parseInt(pickImageWidth(THUMBNAIL_DISPLAY_WIDTH), 10);
  const width = image.widths.find((w) => w >= wanted) ?? image.widths[image.widths.length - 1];
  const src = fileAssetUrl(image);
  return width === undefined ? src : `${src}?format=${width}w`;
}

/** Thumbnail addresses of the lines' images by file id, in one query (none when no line has one). */
export async function thumbnailsOf(
  db: Executor,
  websiteId: string,
  entries: readonly CartEntryView[],
): Promise<Map<string, string>> {
  const ids = entries.flatMap((entry) => (entry.image_id ? [entry.image_id] : []));
  const urls = new Map<string, string>();
  if (ids.length === 0) return urls;
  for (const [id, image] of await loadImages(db, websiteId, ids)) {
    const url = thumbnailUrl(image);
    if (url) urls.set(id, url);
  }
  return urls;
}
