/** Spec §9: a megabyte is 1,000,000 bytes. */
export const BYTES_IN_MB = 1_000_000;
/** Largest image an owner may upload. */
export const MAX_IMAGE_BYTES = 20 * BYTES_IN_MB;
/** Largest PDF or zip (a digital product's download). */
export const MAX_DOCUMENT_BYTES = 100 * BYTES_IN_MB;
/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** A size for the owner's message: '20 MB', '512 KB' (decimal units, as spec §9 counts a megabyte). */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_IN_MB) return `${Number((bytes / BYTES_IN_MB).toFixed(1))} MB`;
  if (bytes >= 1000) return `${Number((bytes / 1000).toFixed(1))} KB`;
  return `${bytes} Bytes`;
}
