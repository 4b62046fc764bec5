import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from './storage.js';
import { err, MAX_DOCUMENT_BYTES, ok } from '@tessera/core';
import { tooLarge, uploadFailure, type IncomingFile } from './upload.js';
import { failure, type Failure, type Outcome } from '../failure.js';

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
): Promise<Outcome<ReceivedUpload>> {
  if (!request.isMultipart()) return err(uploadFailure(failure('upload-failed')));
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  let name = 'file';
  let refused: Failure | undefined;
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
      if (part.file.truncated) {
        refused = tooLarge(name, undefined, maxBytes);
        break;
      }
    }
  } catch (error) {
    // The multipart parser throws on a broken or oversized body: the owner's upload, not our bug.
    const code = (error as { code?: string }).code ?? '';
    refused = TOO_LARGE_CODES.has(code)
      ? tooLarge(name, undefined, maxBytes)
      : uploadFailure(failure('upload-failed'));
  }
  if (refused && file) await rm(file.path, { force: true });
  if (refused) return err(refused);
  if (!file) return err(uploadFailure(failure('upload-failed')));
  return ok({ file, fields });
}
