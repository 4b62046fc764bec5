import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/index.js';
import { preferredEncoding } from './assets.js';
import { timed } from './render-timing.js';

/**
 * A rendered page's bytes as sent (UTF-8, and compressed forms), made at most once per rendered
 * page, and so once per render memo entry.
 */
export type EncodedForms = Partial<Record<'identity' | 'br' | 'gzip', Buffer>>;

/**
 * Compressed forms by the page's ETag (a hash of its HTML), so a page rendered again unchanged
 * (the micro-caches off, or after they expire) is not compressed again: the key is the content
 * itself, so an edit gives a new key and nothing is ever stale. Bounded in bytes.
 */
const formsByContent = new LRUCache<string, EncodedForms>({ maxSize: 48_000_000 });

/**
 * The forms kept for this content (by its ETag), or a new empty set now kept for it. Sized up
 * front as twice the page's characters: its UTF-8 bytes plus both compressed forms, at most.
 */
export function encodedFormsOf(etag: string, characters: number): EncodedForms {
  let forms = formsByContent.get(etag);
  if (forms === undefined) {
    forms = {};
    formsByContent.set(etag, forms, { size: 1 + 2 * characters });
  }
  return forms;
}

/**
 * Brotli quality 4 for pages made on request: most of brotli's gain for a fraction of the CPU of
 * its default 11 (static files, compressed once, use 11).
 */
const BROTLI_OPTIONS = Object.freeze({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});

function encode(html: string, encoding: 'identity' | 'br' | 'gzip'): Buffer {
  if (encoding === 'identity') return Buffer.from(html);
  return encoding === 'br' ? brotliCompressSync(html, BROTLI_OPTIONS) : gzipSync(html);
}

/**
 * Sends a page's HTML or JSON compressed as the client accepts (what the compression plugin would
 * do), reusing the compressed bytes kept in `forms`, so a page served from the render memo or the
 * response cache is compressed once rather than on every request. Small pages go as they are.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  forms: EncodedForms,
): FastifyReply {
  // Characters are never more than bytes: a page this short in characters may still be long
  // enough in bytes, but then it merely goes uncompressed.
  if (html.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(html);
  reply.header('vary', 'Accept-Encoding');
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : 'identity';
  const body = (forms[encoding] ??= timed('compression', () => encode(html, encoding)));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
