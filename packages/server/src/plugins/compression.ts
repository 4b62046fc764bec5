import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text formats only: images, PDFs and downloads are compressed already or gain nothing. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|javascript|csv|xml)|application\/(?:json|javascript|xml|[a-z.+-]*\+json)|image\/svg\+xml)(?:;|$)/;

/**
 * Compresses HTML, JSON, CSS, JavaScript and SVG responses with brotli (quality 4, the plugin's
 * default: most of the gain for little CPU) or gzip, as the client accepts; `Vary:
 * Accept-Encoding` is set on compressed ones. Must be set up before the routes (it hooks each
 * route as it is added). Request bodies are never decompressed: a small compressed body could
 * otherwise expand past the body limit. Responses that already carry a Content-Encoding
 * (precompressed theme stylesheets) are left alone.
 */
export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
