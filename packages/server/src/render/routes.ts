import { PUBLIC_PATHS } from '@tessera/core';
import etag from '@fastify/etag';
import { DEFAULT_ASSET_BASE, type ViteManifest } from '@tessera/storefront/ssr';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCrumb } from '../plugins/index.js';
import { limit } from '../plugins/index.js';
import { readStorefrontManifest, registerAssetRoutes, STOREFRONT_CLIENT_DIR } from './assets.js';
import type { PageContextContribution } from './page-context.js';
import { createPageService, type MemberGateOf, type PageService } from './page-service.js';
import { PLATFORM_PLUGINS } from './platform-plugins.js';
import { createPageRenderer } from './render-page.js';
import { DEFAULT_THEME_DIR, loadTheme } from './theme/load-theme.js';
import { unlockPage } from './unlock.js';

export interface RenderRoutesOptions {
  /** The theme directory (default themes/default). */
  themeDir?: string;
  /** The storefront's built client files; null serves none. */
  clientDir?: string | null;
  /** The storefront's Vite manifest; null turns islands off (the engine's own markup is used). */
  manifest?: ViteManifest | null;
  /** Other areas' context contributions (src/page-contexts.ts; default none). */
  pageContexts?: readonly PageContextContribution[];
  /** Other areas' page routes, rendered through the same page service (the checkout's pages). */
  pageRoutes?: readonly FastifyPluginAsync<{ pages: PageService }>[];
  /** The member areas' check of a request (members/visitor-gate.ts); without it members-only pages refuse everyone. */
  memberGate?: MemberGateOf;
}

/** Public pages: the hot path, so the website comes from the host cache (hosts/resolve-website.ts). */
const PAGE = { schema: { hide: true }, config: { websiteFromCache: true } } as const;
const unlockBody = z.object({
  /** The locked page; absent on the site-wide lock screen. */
  collectionId: z.string().min(1).max(64).optional(),
  password: z.string().max(1000),
  next: z.string().max(2000).optional(),
  crumb: z.string().max(100).optional(),
});

/**
 * Public pages (docs/template-context.md): home, collections, items, /search, /cart, the lock
 * screen's unlock form, and the theme's and islands' static files.
 */
export const renderRoutes: FastifyPluginAsyncZod<RenderRoutesOptions> = async (app, options) => {
  const theme = await loadTheme(options.themeDir ?? DEFAULT_THEME_DIR, PLATFORM_PLUGINS, app.log);
  const clientDir = options.clientDir === null ? undefined : (options.clientDir ?? STOREFRONT_CLIENT_DIR);
  const manifest =
    options.manifest === null ? undefined : (options.manifest ?? readStorefrontManifest(clientDir));
  const pages = createPageService(
    createPageRenderer(theme, manifest, DEFAULT_ASSET_BASE, {
      microcache: app.config.renderMicrocache,
      clock: app.clock,
    }),
    options.pageContexts ?? [],
    app.clock,
    options.memberGate,
  );
  await app.register(etag);
  // A visitor short of the site's password gets the theme's lock screen on any page here, the
  // areas' pages included (render/site-lock-gate.ts decides; this says how to refuse).
  app.addHook('onRoute', (route) => {
    if (route.config?.siteLock !== 'visitor') return;
    route.config = {
      ...route.config,
      lockScreen: (request, reply) =>
        pages.show(request, reply, { kind: 'site-locked' }, { path: request.url }),
    };
  });
  // Areas that route pages of their own render them through the same page service.
  for (const routes of options.pageRoutes ?? []) await app.register(routes, { pages });
  await registerAssetRoutes(app, theme, clientDir);

  const serve =
    (segments: (params: Record<string, string>) => string[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const list = segments(request.params as Record<string, string>);
      // API paths that no route claimed are API 404s (JSON), not pages.
      if (list[0] === 'api') return reply.callNotFound();
      return pages.serve(request, reply, list);
    };
  app.get(
    '/',
    PAGE,
    serve(() => []),
  );
  app.get(
    '/search',
    PAGE,
    serve(() => ['search']),
  );
  app.get(
    PUBLIC_PATHS.cart,
    PAGE,
    serve(() => ['cart']),
  );
  app.get(
    '/:collection',
    PAGE,
    serve((p) => [p['collection'] ?? '']),
  );
  app.get(
    '/:collection/:item',
    PAGE,
    serve((p) => [p['collection'] ?? '', p['item'] ?? '']),
  );
  app.get(
    '/:collection/p/:item',
    PAGE,
    serve((p) => [p['collection'] ?? '', 'p', p['item'] ?? '']),
  );

  // Any deeper path is a page that does not exist: the theme's not-found page, not a bare 404.
  app.get(
    '/*',
    PAGE,
    serve((p) => (p['*'] ?? '').split('/')),
  );

  app.post(
    '/api/page-unlock',
    {
      schema: { tags: ['pages'], body: unlockBody },
      preHandler: requireCrumb,
      // The lock screen's own form.
      config: { ...limit({ max: 10, timeWindow: '1 minute' }), siteLock: 'open' },
    },
    async (request, reply) => unlockPage(pages, request, reply, request.body),
  );
};
