import { z } from 'zod';
import { boundedObject, idSchema } from '../owner-kit/index.js';
import { blockInput, MAX_BLOCK_CONFIG_BYTES } from '../layouts/index.js';

export const pageParams = z.object({ pageId: idSchema });

/** What the studio saves: the whole block list of the page's draft, and the version it started from. */
export const draftBody = z
  .object({
    version: z.number().int().min(0),
    blocks: z.array(blockInput).max(1000),
  })
  .strict();
export type DraftBody = z.infer<typeof draftBody>;

export const versionBody = z.object({ version: z.number().int().min(0) }).strict();

const draftBlock = z.object({
  blockType: z.number().int(),
  config: z.record(z.string(), z.unknown()),
});

/** A page's content as the editor opens it: the draft if there is one, else the published blocks. */
export const pageDraft = z
  .object({
    pageId: z.string(),
    layoutId: z.string(),
    version: z.number().int(),
    hasDraft: z.boolean(),
    blocks: z.array(draftBlock),
    publishedBlocks: z.array(draftBlock),
    draftUpdatedAt: z.number().nullable(),
    publishedAt: z.number().nullable(),
  })
  .meta({ id: 'PageDraft' });
export type PageDraftDto = z.infer<typeof pageDraft>;

/** 409: the save was based on an older version; `latest` is what the server has now. */
export const draftConflict = z
  .object({
    code: z.literal('changed-elsewhere'),
    error: z.string(),
    requestId: z.string().optional(),
    latest: pageDraft,
  })
  .meta({ id: 'DraftConflict' });

/** The editor's unsaved blocks, rendered by the theme for its preview; `key` marks each block. */
export const previewBody = z
  .object({
    blocks: z
      .array(
        z
          .object({
            key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
            blockType: blockInput.shape.blockType,
            config: boundedObject(MAX_BLOCK_CONFIG_BYTES).optional(),
          })
          .strict(),
      )
      .max(60),
  })
  .strict();
export type PreviewBody = z.infer<typeof previewBody>;

export const previewLink = z.object({ url: z.string(), expiresAt: z.number() }).meta({ id: 'PreviewLink' });
