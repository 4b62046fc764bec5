import { rm } from 'node:fs/promises';
import { interpolate } from '@tessera/core';
import { err, formatFileSize, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, ok } from '@tessera/core';
import { insertFile, newId, putImageVariant, type Executor } from '@tessera/db';
import { fileDto, type FileDto } from './file-dto.js';
import { safeFileName, sniffFile, type AcceptedType, type FileKind } from './file-types.js';
import {
  declaredPixels,
  imageSize,
  variantWidths,
  VARIANT_EXT,
  writeVariant,
  type ImageSize,
  type VariantWidth,
} from './image-variants.js';
import { MAX_IMAGE_PIXELS } from './limits.js';
import type { FileStorage } from './storage.js';
import { failure, failureMessage, type Failure, type Outcome } from '../failure.js';

/**
 * An upload refused for a reason the owner can act on: the catalogue message with `values` filling
 * its placeholders ('The file {fileName} is too large. …'), also as the `file` field's error.
 */
export function uploadFailure(refused: Failure, values: Record<string, string> = {}): Failure {
  const message = interpolate(failureMessage(refused), values);
  return failure(refused.code, message, { file: message });
}

export interface IncomingFile {
  /** Where the received bytes are (moved into place, or removed, by `prepareUpload`). */
  path: string;
  /** The name the owner's computer gave it. */
  filename: string;
  byteSize: number;
}

export interface PreparedUpload {
  id: string;
  websiteId: string;
  filename: string;
  type: AcceptedType;
  byteSize: number;
  originalKey: string;
  size: ImageSize | undefined;
  variants: { width: VariantWidth; key: string; byteSize: number }[];
}

export interface FileMeta {
  altText?: string | undefined;
  focalX?: number | undefined;
  focalY?: number | undefined;
}

export function maxBytesFor(kind: FileKind): number {
  return kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
}

export function tooLarge(fileName: string, kind?: FileKind, limitBytes?: number): Failure {
  const limit = limitBytes ?? (kind ? maxBytesFor(kind) : MAX_DOCUMENT_BYTES);
  return uploadFailure(failure('file-too-large'), { fileName, maxSize: formatFileSize(limit) });
}

async function checkedType(
  incoming: IncomingFile,
  expected: FileKind | undefined,
): Promise<Outcome<AcceptedType>> {
  const type = await sniffFile(incoming.path);
  if (!type || (expected && type.kind !== expected))
    return err(uploadFailure(failure('file-type-unsupported'), { fileName: incoming.filename }));
  if (incoming.byteSize > maxBytesFor(type.kind)) return err(tooLarge(incoming.filename, type.kind));
  return ok(type);
}

/** The catalogue's 'too many pixels' answer, the limit written as people read it (100,000,000). */
export function tooManyPixels(fileName: string): Failure {
  const maxPixels = String(MAX_IMAGE_PIXELS).replace(/\B(?=(\d{3})+$)/g, ',');
  return uploadFailure(failure('image-too-many-pixels'), { fileName, maxPixels });
}

/** True when the image's header promises more pixels than the decoder may hold. */
async function isPixelFlood(source: string, type: AcceptedType): Promise<boolean> {
  try {
    return (await declaredPixels(source, type)) > MAX_IMAGE_PIXELS;
  } catch {
    return false; // an unreadable header: the decoder refuses it as unsupported below
  }
}

async function makeVariants(storage: FileStorage, prepared: PreparedUpload, source: string): Promise<void> {
  prepared.size = await imageSize(source, prepared.type);
  for (const width of variantWidths(prepared.size.width)) {
    const key = storage.key(prepared.websiteId, prepared.id, `${width}w.${VARIANT_EXT}`);
    const byteSize = await writeVariant(source, prepared.type, width, storage.path(key));
    prepared.variants.push({ width, key, byteSize });
  }
}

/**
 * Checks a received file by its bytes and puts it in place with its image variants (the slow part,
 * done before any database transaction). The caller records it with `recordUpload`, or calls
 * `storage.removeFile` to undo. A file the decoder cannot read is refused as unsupported.
 */
export async function prepareUpload(
  storage: FileStorage,
  websiteId: string,
  incoming: IncomingFile,
  options: { expected?: FileKind | undefined; id?: string } = {},
): Promise<Outcome<PreparedUpload>> {
  try {
    const checked = await checkedType(incoming, options.expected);
    if (!checked.ok) return checked;
    const type = checked.value;
    const id = options.id ?? newId();
    const originalKey = storage.key(websiteId, id, `original.${type.ext}`);
    await storage.moveInto(incoming.path, originalKey);
    const filename = safeFileName(incoming.filename, type);
    const prepared: PreparedUpload = {
      id,
      websiteId,
      filename,
      type,
      byteSize: incoming.byteSize,
      originalKey,
      size: undefined,
      variants: [],
    };
    if (type.kind !== 'image') return ok(prepared);
    if (await isPixelFlood(storage.path(originalKey), type)) {
      await storage.removeFile(websiteId, id);
      return err(tooManyPixels(incoming.filename));
    }
    try {
      await makeVariants(storage, prepared, storage.path(originalKey));
      return ok(prepared);
    } catch {
      // The decoder could not read it: a file the owner can replace, not a bug of ours.
      await storage.removeFile(websiteId, id);
      return err(uploadFailure(failure('file-type-unsupported'), { fileName: incoming.filename }));
    }
  } finally {
    await rm(incoming.path, { force: true });
  }
}

/** The database rows of a prepared upload (file and variants), inside the caller's transaction. */
export async function recordUpload(
  db: Executor,
  prepared: PreparedUpload,
  meta: FileMeta = {},
): Promise<FileDto> {
  const file = await insertFile(db, prepared.websiteId, {
    id: prepared.id,
    filename: prepared.filename,
    contentType: prepared.type.contentType,
    byteSize: prepared.byteSize,
    storageKey: prepared.originalKey,
    altText: meta.altText ?? '',
    originalWidth: prepared.size?.width ?? null,
    originalHeight: prepared.size?.height ?? null,
    ...(meta.focalX !== undefined && { focalX: meta.focalX }),
    ...(meta.focalY !== undefined && { focalY: meta.focalY }),
  });
  for (const v of prepared.variants)
    await putImageVariant(db, prepared.websiteId, prepared.id, {
      width: v.width,
      storageKey: v.key,
      byteSize: v.byteSize,
    });
  const variants = prepared.variants.map((v) => ({
    file_id: prepared.id,
    website_id: prepared.websiteId,
    width: v.width,
    storage_key: v.key,
    byte_size: v.byteSize,
  }));
  return fileDto(file, variants);
}
