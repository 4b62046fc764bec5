import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ASSET_BASE, type ViteManifest } from '@tessera/storefront/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './cache-headers.js';
import { byteRange, StaticDirectory, type StaticFile } from './static-files.js';
import type { CompiledTheme } from './theme/load-theme.js';

/** The storefront's built browser files (`npm run build -w @tessera/storefront`). */
export const STOREFRONT_CLIENT_DIR = fileURLToPath(
  new URL('../../../storefront/dist/client/', import.meta.url),
);

/** Hashed file names never change content, so they may be cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storefront's Vite manifest, or undefined when the storefront has not been built. */
export function readStorefrontManifest(dir: string = STOREFRONT_CLIENT_DIR): ViteManifest | undefined {
  const file = `${dir}/.vite/manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/**
 * Serves the islands' client files under /assets/storefront/ and the theme's stylesheets and icon
 * under /assets/theme/<version>/… (the version is the theme's content hash, so both are
 * immutable). The theme's files are minified and compressed once, at theme load.
 */
export async function registerAssetRoutes(
  app: FastifyInstance,
  theme: CompiledTheme,
  clientDir: string | undefined,
): Promise<void> {
  if (clientDir && existsSync(`${clientDir}/assets`)) {
    const files = new StaticDirectory(`${clientDir}/assets`);
    // A listening server compresses its files in the background (apps only injected into, as in
    // tests, never listen and never pay for it).
    app.addHook('onListen', async () => {
      void files.warm();
    });
    app.get(
      `${DEFAULT_ASSET_BASE}assets/*`,
      { schema: { hide: true }, config: { website: 'none' }, compress: false },
      async (request, reply) => serveStaticFile(files, request, reply),
    );
  }
  // Browsers ask every site for /favicon.ico even when no page links an icon; answering "nothing
  // here" (instead of a 404 page) keeps their consoles clean and lets them remember it for a day.
  app.get('/favicon.ico', { schema: { hide: true }, config: { website: 'none' } }, async (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  );
  app.get(
    '/assets/theme/:version/*',
    { schema: { hide: true }, config: { website: 'none' }, compress: false },
    async (request, reply) => {
      const { version, '*': path } = request.params as { version: string; '*': string };
      const asset = version === theme.version ? theme.assets.get(path) : undefined;
      if (!asset) return reply.callNotFound();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding').type(asset.type);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(encoding === 'identity' ? asset.body : asset[encoding]);
    },
  );
}

/**
 * A storefront build file from memory: immutable caching, ETag and Last-Modified revalidation,
 * a single byte range, and its precompressed form when the client accepts one.
 */
export async function serveStaticFile(
  files: StaticDirectory,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = files.get((request.params as { '*': string })['*']);
  if (!file) {
    reply.callNotFound();
    return reply;
  }
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified)
    .header('accept-ranges', 'bytes')
    .type(file.type);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  if (notModified(request, file)) return reply.code(304).send();
  const range = byteRange(request.headers.range, file.body.length);
  if (range === null) {
    return reply.code(416).header('content-range', `bytes */${file.body.length}`).send();
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.body.length}`);
    return reply.send(file.body.subarray(range.start, range.end + 1));
  }
  const encoding = file.compressible ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(await file.compressed(encoding));
}

function notModified(request: FastifyRequest, file: StaticFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return matchesEtag(tags, file.etag);
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(file.lastModified);
}

/** The best encoding of the theme's precompressed files the client accepts (q=0 refuses one). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  return wants('gzip') ? 'gzip' : 'identity';
}
