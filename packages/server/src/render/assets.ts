import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_ASSET_BASE, type ViteManifest } from '@tessera/storefront/ssr';
import type { FastifyInstance } from 'fastify';
import type { CompiledTheme } from './theme/load-theme.js';

/** The storefront's built browser files (`npm run build -w @tessera/storefront`). */
export const STOREFRONT_CLIENT_DIR = fileURLToPath(
  new URL('../../../storefront/dist/client/', import.meta.url),
);

/** Hashed file names never change content, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    await app.register(fastifyStatic, {
      root: `${clientDir}/assets`,
      prefix: `${DEFAULT_ASSET_BASE}assets/`,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
      allowedPath: (path) => !path.includes('..'),
    });
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
