import { loadImages } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { assetPath } from '../files/index.js';

/** A page's social sharing image, kept in its settings with the address link previews fetch. */
export interface PageSocialImage {
  fileId: string;
  url: string;
}

export const SOCIAL_IMAGE_REFUSED = 'Choose an image from your files';

/** The page's social image as stored in its settings, or null. */
export function socialImageOf(settings: Record<string, unknown>): PageSocialImage | null {
  const value = settings['socialImage'];
  if (typeof value !== 'object' || value === null) return null;
  const { fileId, url } = value as Record<string, unknown>;
  return typeof fileId === 'string' && typeof url === 'string' ? { fileId, url } : null;
}

/**
 * The image a save chooses: undefined when the save leaves it alone, null to remove it, else an
 * image of this site (anything else is refused with the field message).
 */
export async function chosenSocialImage(
  ctx: ServiceContext,
  fileId: string | null | undefined,
): Promise<{ image: PageSocialImage | null | undefined } | { refused: string }> {
  if (fileId === undefined || fileId === null) return { image: fileId };
  const file = (await loadImages(ctx.db, ctx.websiteId, [fileId])).get(fileId);
  if (!file?.content_type.startsWith('image/')) return { refused: SOCIAL_IMAGE_REFUSED };
  return { image: { fileId, url: assetPath(file) } };
}
