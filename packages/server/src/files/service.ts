import { ok } from '@tessera/core';
import {
  countFiles,
  deleteFile,
  findFile,
  findFileUses,
  listFiles,
  listImageVariants,
  listImageVariantsOf,
  updateFileMeta,
} from '@tessera/db';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { fileDto, type FileDto } from './file-dto.js';
import { acceptedType, cleanFileName, safeFileName } from './file-types.js';
import type { FilePatch, FileUsesDto } from './schemas.js';
import type { FileStorage } from './storage.js';

export async function listOwnerFiles(
  ctx: ServiceContext,
  query: {
    limit: number;
    offset: number;
    kind?: 'image' | 'document' | undefined;
    search?: string | undefined;
  },
): Promise<{ files: FileDto[]; total: number }> {
  const filter = { kind: query.kind, search: query.search };
  const files = await listFiles(ctx.db, ctx.websiteId, query.limit, query.offset, filter);
  const variants = await listImageVariantsOf(
    ctx.db,
    ctx.websiteId,
    files.map((f) => f.id),
  );
  return {
    files: files.map((f) => fileDto(f, variants.get(f.id) ?? [])),
    total: await countFiles(ctx.db, ctx.websiteId, filter),
  };
}

export async function readOwnerFile(ctx: ServiceContext, fileId: string): Promise<Outcome<FileDto>> {
  const file = await findFile(ctx.db, ctx.websiteId, fileId);
  if (!file) return fail('not-found');
  return ok(fileDto(file, await listImageVariants(ctx.db, ctx.websiteId, fileId)));
}

/**
 * Renames a file (its extension follows its real type), changes its alt text or focal point.
 * An empty name gets the editor's 'Please enter a file name'; a name that cleans up to nothing,
 * 'There was a problem while renaming your file.'
 */
export async function updateOwnerFile(
  ctx: ServiceContext,
  fileId: string,
  patch: FilePatch,
): Promise<Outcome<FileDto>> {
  const file = await findFile(ctx.db, ctx.websiteId, fileId);
  if (!file) return fail('not-found');
  let filename: string | undefined;
  if (patch.filename !== undefined) {
    if (patch.filename.trim() === '') return invalid({ filename: 'Please enter a file name' });
    const type = acceptedType(file.content_type);
    if (!type || !cleanFileName(patch.filename)) return fail('rename-failed');
    filename = safeFileName(patch.filename, type);
  }
  await updateFileMeta(ctx.db, ctx.websiteId, fileId, {
    ...(filename !== undefined && { filename }),
    ...(patch.altText !== undefined && { altText: patch.altText }),
    ...(patch.focalPoint && { focalX: patch.focalPoint.x, focalY: patch.focalPoint.y }),
  });
  return readOwnerFile(ctx, fileId);
}

/** Deletes the file's rows, then its bytes (pages that still point at it render without it). */
export async function deleteOwnerFile(
  ctx: ServiceContext,
  storage: FileStorage,
  fileId: string,
): Promise<Outcome<void>> {
  if (!(await deleteFile(ctx.db, ctx.websiteId, fileId))) return fail('not-found');
  await storage.removeFile(ctx.websiteId, fileId);
  return ok(undefined);
}

/** The pages, items, products and header that refer to the file (the studio's where-used). */
export async function ownerFileUses(ctx: ServiceContext, fileId: string): Promise<Outcome<FileUsesDto>> {
  if (!(await findFile(ctx.db, ctx.websiteId, fileId))) return fail('not-found');
  return ok({ uses: await findFileUses(ctx.db, ctx.websiteId, fileId) });
}
