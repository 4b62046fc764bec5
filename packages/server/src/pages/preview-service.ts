import { ok } from '@tessera/core';
import {
  findCollection,
  getPreviewSecret,
  loadDraftBlocks,
  loadLayoutBlocks,
  type Collection,
  type DraftBlock,
  type Executor,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import { PREVIEW_LINK_PATH, PREVIEW_LINK_TTL_MS, previewToken, verifyPreviewToken } from './preview-token.js';

/** What a preview shows: the page and its draft (its published blocks when it has no draft). */
export interface PagePreview {
  collection: Collection;
  blocks: DraftBlock[];
}

/** The page's draft to preview, or undefined for an unknown page or a folder. */
export async function loadPagePreview(
  db: Executor,
  websiteId: string,
  pageId: string,
): Promise<PagePreview | undefined> {
  const collection = await findCollection(db, websiteId, pageId);
  if (!collection || collection.is_folder) return undefined;
  const draft = await loadDraftBlocks(db, websiteId, 'collection', pageId);
  const blocks =
    draft ??
    (await loadLayoutBlocks(db, websiteId, 'collection', pageId)).map((b) => ({
      blockType: b.block_type,
      config: b.config,
    }));
  return { collection, blocks };
}

/** The page a shared preview link opens, if the link is this website's and has not expired. */
export async function pageOfPreviewToken(
  db: Executor,
  websiteId: string,
  token: string,
  now: number,
): Promise<string | undefined> {
  return verifyPreviewToken(await getPreviewSecret(db, websiteId), websiteId, token, now);
}

/** A link that shows the page's draft to someone without an account, until it expires. */
export async function createPreviewLink(
  ctx: ServiceContext,
  pageId: string,
  now: number,
): Promise<Outcome<{ url: string; expiresAt: number }>> {
  const page = await findCollection(ctx.db, ctx.websiteId, pageId);
  if (!page || page.is_folder) return fail('not-found');
  const expiresAt = now + PREVIEW_LINK_TTL_MS;
  const secret = await getPreviewSecret(ctx.db, ctx.websiteId);
  const token = previewToken(secret, ctx.websiteId, pageId, expiresAt);
  return ok({ url: `${PREVIEW_LINK_PATH}/${token}`, expiresAt });
}
