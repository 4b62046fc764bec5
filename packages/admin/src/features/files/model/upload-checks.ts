import {
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_DOCUMENT_TYPES,
  UPLOAD_IMAGE_TYPES,
} from '@tessera/core';
import { fill, TEMPLATES } from '../../../lib/messages.js';

/** The types the server accepts: web images, and PDFs and zips for digital products. */
export const ACCEPTED_TYPES: readonly string[] = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES];

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
