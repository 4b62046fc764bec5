import { z } from 'zod';
import { idSchema } from '../owner-kit/index.js';
import { fileSchema } from './file-dto.js';

export const MAX_ALT_TEXT_INPUT = 1000;
const unit = z.number().min(0).max(1);

/** Text fields of the upload form. */
export const uploadFields = z.object({
  altText: z.string().max(MAX_ALT_TEXT_INPUT).optional(),
  focalX: z.coerce.number().min(0).max(1).optional(),
  focalY: z.coerce.number().min(0).max(1).optional(),
  /** 'image' when the editor asked for an image, 'document' for a digital product's file. */
  expected: z.enum(['image', 'document']).optional(),
});

export const filePatch = z
  .object({
    filename: z.string().max(200),
    altText: z.string().max(MAX_ALT_TEXT_INPUT),
    focalPoint: z.object({ x: unit, y: unit }).strict(),
  })
  .partial()
  .strict();
export type FilePatch = z.infer<typeof filePatch>;

export const fileParams = z.object({ fileId: idSchema });
export const fileListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  kind: z.enum(['image', 'document']).optional(),
  /** A piece of the file name, any case. */
  search: z.string().trim().max(200).optional(),
});
export const fileList = z.object({ files: z.array(fileSchema), total: z.number().int() });

/** Where a file is used (the studio's where-used list). */
export const fileUses = z.object({
  uses: z.array(
    z.object({
      kind: z.enum(['page', 'item', 'product', 'header']),
      id: z.string().nullable(),
      collectionId: z.string().nullable(),
      title: z.string(),
      /** 'Published page', 'Draft', 'Main image', 'Product image', 'Variant image', 'Download' or 'Logo'. */
      via: z.string(),
    }),
  ),
});
export type FileUsesDto = z.infer<typeof fileUses>;

/** `?format=500w` for a stored width, `?format=original` for the uploaded file. */
export const assetQuery = z.object({
  format: z.enum(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w', 'original']).optional(),
});
export const assetParams = z.object({ fileId: idSchema, filename: z.string().max(400) });
