import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from './limits.js';
import type { FileStorage } from './storage.js';
import { tooLarge, UploadRejected, type IncomingFile } from './upload.js';
import { failure } from '../failure.js';

/** Text fields an upload form may send beside the file (alt text, focal point, expected kind). */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 2000;

export interface ReceivedUpload {
  file: IncomingFile;
  fields: Record<string, string>;
}

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);

/**
 * Streams the one file of a multipart upload to disk (never into memory), with the form's text
 * fields in any order. Over the largest allowed size → 'file-too-large'; no file, several files or
 * a broken body → 'upload-failed'.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  maxBytes: number = MAX_DOCUMENT_BYTES,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadRejected(failure('upload-failed'));
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  let name = 'file';
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      name = part.filename || name;
      const path = await storage.incomingPath();
      file = { path, filename: name, byteSize: 0 };
      part.file.on('data', (chunk: Buffer) => {
        if (file) file.byteSize += chunk.length;
      });
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw tooLarge(name, undefined, maxBytes);
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    if (error instanceof UploadRejected) throw error;
    if (TOO_LARGE_CODES.has((error as { code?: string }).code ?? ''))
      throw tooLarge(name, undefined, maxBytes);
    throw new UploadRejected(failure('upload-failed'));
  }
  if (!file) throw new UploadRejected(failure('upload-failed'));
  return { file, fields };
}
