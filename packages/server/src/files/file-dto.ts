import type { ImageVariant, StoredFile } from '@tessera/db';
import { z } from 'zod';

export const fileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  kind: z.enum(['image', 'document']),
  /** Public URL of an image (`/files/<id>/<filename>`; add `?format=500w` for a width); null for documents. */
  assetUrl: z.string().nullable(),
  altText: z.string(),
  /** `WIDTHxHEIGHT` of the original image. */
  originalSize: z.string().nullable(),
  mediaFocalPoint: z.object({ x: z.number(), y: z.number() }),
  /** The stored widths, e.g. `100w,300w,500w`. */
  systemDataVariants: z.string(),
  variants: z.array(z.object({ width: z.number().int(), byteSize: z.number().int() })),
  createdAt: z.number(),
});
export type FileDto = z.infer<typeof fileSchema>;

/** The public path of a file; templates add `?format=…` for a variant. */
export function assetPath(file: { id: string; filename: string }): string {
  return `/files/${encodeURIComponent(file.id)}/${encodeURIComponent(file.filename)}`;
}

export function fileDto(file: StoredFile, variants: readonly ImageVariant[]): FileDto {
  const image = file.content_type.startsWith('image/');
  return {
    id: file.id,
    filename: file.filename,
    contentType: file.content_type,
    byteSize: file.byte_size,
    kind: image ? 'image' : 'document',
    assetUrl: image ? assetPath(file) : null,
    altText: file.alt_text,
    originalSize:
      file.original_width && file.original_height ? `${file.original_width}x${file.original_height}` : null,
    mediaFocalPoint: { x: file.focal_x, y: file.focal_y },
    systemDataVariants: variants.map((v) => `${v.width}w`).join(','),
    variants: variants.map((v) => ({ width: v.width, byteSize: v.byte_size })),
    createdAt: file.created_at,
  };
}
