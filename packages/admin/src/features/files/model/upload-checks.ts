import { fill, TEMPLATES } from '../../../lib/messages.js';

/** Spec §9: a megabyte is 1,000,000 bytes (the server's files/limits.ts). */
const MB = 1_000_000;
export const MAX_IMAGE_BYTES = 20 * MB;
export const MAX_DOCUMENT_BYTES = 100 * MB;

/** The types the server accepts: web images, and PDFs and zips for digital products. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'application/zip', 'application/x-zip-compressed'] as const;
export const ACCEPTED_TYPES: readonly string[] = [...IMAGE_TYPES, ...DOCUMENT_TYPES];

/** '20 MB', '512 KB', '12 Bytes' (decimal units, as the server words its limits). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1000) return `${Number((bytes / 1000).toFixed(1))} KB`;
  return `${bytes} Bytes`;
}

/**
 * The spec's message for a file the server would refuse, before sending a byte of it: a type it
 * does not take, or over the limit of its kind. Undefined when it may go (the server still sniffs
 * the real type). A file the browser gives no type is left to the server.
 */
export function uploadProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (file.type && !ACCEPTED_TYPES.includes(file.type))
    return fill(TEMPLATES.fileUnsupported, { fileName: file.name });
  const limit = file.type.startsWith('image/') ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
  if (file.size > limit)
    return fill(TEMPLATES.fileTooLarge, { fileName: file.name, maxSize: formatFileSize(limit) });
  return undefined;
}
