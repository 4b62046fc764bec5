import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema.js';
import { newId } from '../ids.js';
import type { FileRow, IMAGE_VARIANT_WIDTHS, ImageVariantsTable } from '../schema/content.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type StoredFile = FileRow;
export type ImageWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export interface FileInput {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  filename: string;
  contentType: string;
  byteSize: number;
  storageKey: string;
  altText?: string;
  originalWidth?: number | null;
  originalHeight?: number | null;
  focalX?: number;
  focalY?: number;
}

export async function insertFile(db: Executor, websiteId: string, input: FileInput): Promise<StoredFile> {
  return db
    .insertInto('files')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      filename: input.filename,
      content_type: input.contentType,
      byte_size: input.byteSize,
      storage_key: input.storageKey,
      alt_text: input.altText ?? '',
      original_width: input.originalWidth ?? null,
      original_height: input.originalHeight ?? null,
      focal_x: input.focalX,
      focal_y: input.focalY,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findFile(
  db: Executor,
  websiteId: string,
  fileId: string,
): Promise<StoredFile | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** 'image' lists image/* files only, 'document' everything else. */
export type FileKind = 'image' | 'document';

/** Which files a list shows: a kind, and/or a piece of the name (any case). */
export interface FileFilter {
  kind?: FileKind | undefined;
  search?: string | undefined;
}

function filtered<QB extends SelectQueryBuilder<Database, 'files', object>>(
  query: QB,
  filter: FileFilter,
): QB {
  let q = query;
  if (filter.kind === 'image') q = q.where('content_type', 'like', 'image/%') as QB;
  if (filter.kind === 'document') q = q.where('content_type', 'not like', 'image/%') as QB;
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql`lower(filename)`, 'like', sql`${pattern} escape '\\'`) as QB;
  }
  return q;
}

export async function listFiles(
  db: Executor,
  websiteId: string,
  limit = 100,
  offset = 0,
  filter: FileKind | FileFilter = {},
): Promise<StoredFile[]> {
  const base = db.selectFrom('files').selectAll().where('website_id', '=', websiteId);
  return filtered(base, typeof filter === 'string' ? { kind: filter } : filter)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function updateFileMeta(
  db: Executor,
  websiteId: string,
  fileId: string,
  meta: { filename?: string; altText?: string; focalX?: number; focalY?: number },
): Promise<StoredFile | undefined> {
  const set = {
    ...(meta.filename !== undefined && { filename: meta.filename }),
    ...(meta.altText !== undefined && { alt_text: meta.altText }),
    ...(meta.focalX !== undefined && { focal_x: meta.focalX }),
    ...(meta.focalY !== undefined && { focal_y: meta.focalY }),
  };
  // Nothing to set is no change (an UPDATE with an empty SET is not SQL).
  if (Object.keys(set).length === 0) return findFile(db, websiteId, fileId);
  return db
    .updateTable('files')
    .set(set)
    .where('website_id', '=', websiteId)
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFile(db: Executor, websiteId: string, fileId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('files')
    .where('website_id', '=', websiteId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function putImageVariant(
  db: Executor,
  websiteId: string,
  fileId: string,
  variant: { width: ImageWidth; storageKey: string; byteSize: number },
): Promise<void> {
  await db
    .insertInto('image_variants')
    .values({
      file_id: fileId,
      website_id: websiteId,
      width: variant.width,
      storage_key: variant.storageKey,
      byte_size: variant.byteSize,
    })
    .onConflict((oc) =>
      oc
        .columns(['file_id', 'width'])
        .doUpdateSet({ storage_key: variant.storageKey, byte_size: variant.byteSize }),
    )
    .execute();
}

export type ImageVariant = Selectable<ImageVariantsTable>;

export async function listImageVariants(
  db: Executor,
  websiteId: string,
  fileId: string,
): Promise<ImageVariant[]> {
  return db
    .selectFrom('image_variants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('file_id', '=', fileId)
    .orderBy('width')
    .execute();
}

/** Variants of several files at once, keyed by file id (one query for a file list). */
export async function listImageVariantsOf(
  db: Executor,
  websiteId: string,
  fileIds: readonly string[],
): Promise<Map<string, ImageVariant[]>> {
  const byFile = new Map<string, ImageVariant[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('image_variants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('file_id', 'in', [...new Set(fileIds)])
    .orderBy('width')
    .execute();
  for (const row of rows) byFile.set(row.file_id, [...(byFile.get(row.file_id) ?? []), row]);
  return byFile;
}

/** How many files the filter lets through (all of the website's without one). */
export async function countFiles(db: Executor, websiteId: string, filter: FileFilter = {}): Promise<number> {
  const base = db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId);
  const row = await filtered(base, filter).executeTakeFirstOrThrow();
  return Number(row.n);
}
