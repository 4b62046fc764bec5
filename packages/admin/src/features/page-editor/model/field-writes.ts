import type { BlockField } from './block-kind.js';
import { valueAt, withValueAt } from './config-path.js';

/** The image field fills in this setting from the uploaded file when the owner has typed none. */
export const IMAGE_ALT_TEXT_KEY = 'altText';

/**
 * The config keys a field writes: its own, and for an image the alt text it fills in. The block
 * catalogue's test checks each of them against what the block's server loader reads.
 */
export function keysWritten(field: BlockField): readonly string[] {
  return field.kind === 'image' ? [field.key, IMAGE_ALT_TEXT_KEY] : [field.key];
}

/**
 * The settings once an image is uploaded into `key`: the file's id, and its alt text unless the
 * owner typed one. Nothing else: the studio's preview of the image reads the file itself.
 */
export function withUploadedImage(
  values: Readonly<Record<string, unknown>>,
  key: string,
  file: { fileId: string; altText: string },
): Record<string, unknown> {
  // Older studios also saved the preview's address here, which no loader reads.
  const { assetUrl: _previewAddress, ...kept } = values;
  const typedAlt = valueAt(kept, IMAGE_ALT_TEXT_KEY);
  const withAlt = withValueAt(
    kept,
    IMAGE_ALT_TEXT_KEY,
    typeof typedAlt === 'string' && typedAlt ? typedAlt : file.altText,
  );
  return withValueAt(withAlt, key, file.fileId);
}

/**
 * A block's settings after a change, completed: a category belongs to the store it was chosen in,
 * so choosing another collection empties it (a stale one would show no products at all).
 */
export function completeConfig(
  fields: readonly BlockField[],
  before: Readonly<Record<string, unknown>>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  let next = after;
  for (const field of fields) {
    if (field.kind !== 'category') continue;
    if (valueAt(before, field.collectionKey) === valueAt(after, field.collectionKey)) continue;
    if (valueAt(next, field.key) !== undefined) next = withValueAt(next, field.key, undefined);
  }
  return next;
}
