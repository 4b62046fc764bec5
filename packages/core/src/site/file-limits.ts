/**
 * What an owner may upload, known to the server (which refuses the rest) and the studio (which
 * says so before sending). Spec §9 counts a megabyte as 1,000,000 bytes.
 */
export const BYTES_IN_MB = 1_000_000;
/** Largest image an owner may upload. */
export const MAX_IMAGE_BYTES = 20 * BYTES_IN_MB;
/** Largest PDF or zip (a digital product's download). */
export const MAX_DOCUMENT_BYTES = 100 * BYTES_IN_MB;

/** The web images the server accepts (it checks the bytes, not the name). */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** PDFs and zips, for digital products. */
export const UPLOAD_DOCUMENT_TYPES = [
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
] as const;

/** A size for the owner's message: '20 MB', '512 KB', '12 Bytes' (decimal units, as spec §9 counts). */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_IN_MB) return `${Number((bytes / BYTES_IN_MB).toFixed(1))} MB`;
  if (bytes >= 1000) return `${Number((bytes / 1000).toFixed(1))} KB`;
  return `${bytes} Bytes`;
}
