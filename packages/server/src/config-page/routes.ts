import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serveStaticFile } from '../render/index.js';
import { matchesEtag } from '../render/index.js';
import { StaticDirectory } from '../render/index.js';

/** The studio's build (`npm run build -w @tessera/admin`): index.html and assets/. */
export const STUDIO_DIST_DIR = fileURLToPath(new URL('../../../admin/dist/', import.meta.url));

export interface ConfigPageOptions {
  /** Where the studio's build is (default packages/admin/dist). */
  studioDir?: string;
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio not built</title></head>
<body><main><h1>The studio has not been built</h1><p>Run <code>npm run build</code>, then reload this page.</p></main></body></html>`;

/**
 * The owner's studio (packages/admin) at /config and every /config/… address: the same HTML shell
 * for each (the React router picks the screen), revalidated on every load so a new build shows at
 * once; its hashed files under /config/assets/ are cached for a year. The shell holds no script
 * but its own files, so the strict CSP (plugins/security.ts) applies unchanged.
 */
export const configPageRoutes: FastifyPluginAsync<ConfigPageOptions> = async (app, options) => {
  const dir = options.studioDir ?? STUDIO_DIST_DIR;
  const assets = existsSync(`${dir}/assets`) ? new StaticDirectory(`${dir}/assets`) : undefined;
  const shell = existsSync(`${dir}/index.html`) ? new StaticDirectory(dir).get('index.html') : undefined;

  if (assets) {
    app.addHook('onListen', async () => {
      void assets.warm();
    });
    app.get(
      '/config/assets/*',
      { schema: { hide: true }, config: { website: 'none' }, compress: false },
      async (request, reply) => serveStaticFile(assets, request, reply),
    );
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!shell) return reply.code(503).send(NOT_BUILT);
    reply.header('etag', shell.etag);
    if (matchesEtag(request.headers['if-none-match'], shell.etag)) return reply.code(304).send();
    return reply.send(shell.body);
  };
  // The studio's shell is the same for every site and holds no site data: open on a locked site.
  const shellRoute = { schema: { hide: true }, config: { siteLock: 'open' } } as const;
  app.get('/config', shellRoute, sendShell);
  app.get('/config/*', shellRoute, sendShell);
};
