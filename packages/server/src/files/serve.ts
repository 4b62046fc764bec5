import { stat } from 'node:fs/promises';
import { findFile, listImageVariants, type Executor } from '@tessera/db';
import { VARIANT_CONTENT_TYPE } from './image-variants.js';
import type { FileStorage } from './storage.js';

/** A year: the bytes behind a file id and format never change (a new upload gets a new id). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface Asset {
  path: string;
  contentType: string;
  byteSize: number;
  /** Strong validator: the file id and format identify the bytes for good. */
  etag: string;
  filename: string;
}

/**
 * The bytes a public asset URL names: the stored width for `?format=500w` (or the original when the
 * image is narrower than that width and so has no such variant), the original for `original` or
 * no format. Only this website's images are public; documents (digital products) never are.
 */
export async function findAsset(
  db: Executor,
  storage: FileStorage,
  websiteId: string,
  fileId: string,
  format: string | undefined,
): Promise<Asset | undefined> {
  const file = await findFile(db, websiteId, fileId);
  if (!file || !file.content_type.startsWith('image/')) return undefined;
  const width = format && format !== 'original' ? Number.parseInt(format, 10) : undefined;
  const variant = width
    ? (await listImageVariants(db, websiteId, fileId)).find((v) => v.width === width)
    : undefined;
  const key = variant?.storage_key ?? file.storage_key;
  const path = storage.path(key);
  const onDisk = await stat(path).catch(() => undefined);
  if (!onDisk) return undefined;
  return {
    path,
    contentType: variant ? VARIANT_CONTENT_TYPE : file.content_type,
    byteSize: onDisk.size,
    etag: `"${file.id}-${variant ? `${variant.width}w` : 'original'}"`,
    filename: file.filename,
  };
}

/** Whether an If-None-Match header already names this ETag (a list, weak forms, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
