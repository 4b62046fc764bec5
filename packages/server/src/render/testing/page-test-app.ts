import type { TesseraDatabase } from '@tessera/db';
import type { ViteManifest } from '@tessera/storefront/ssr';
import { ISLAND_SOURCES } from '@tessera/storefront/ssr';
import Fastify, { type FastifyInstance } from 'fastify';
import { setupCookies } from '../../plugins/index.js';
import { setupWebsiteResolution } from '../../hosts/index.js';
import { testConfig } from '../../testing/harness.js';
import type { PageContextContribution } from '../page-context.js';
import { createPageService } from '../page-service.js';
import { PLATFORM_PLUGINS } from '../platform-plugins.js';
import { createPageRenderer } from '../render-page.js';
import { DEFAULT_THEME_DIR, loadTheme } from '../theme/load-theme.js';

/**
 * A Vite manifest shaped like the storefront build's: the loader entry (with its stylesheet and
 * the shared React chunk) and one chunk per island, named `assets/<island>.js`.
 */
export function fixtureManifest(): ViteManifest {
  const manifest: Record<string, ViteManifest[string]> = {
    'src/runtime/loader.ts': {
      file: 'assets/loader.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/loader.css'],
    },
    '_react.js': { file: 'assets/react.js' },
  };
  for (const [name, source] of Object.entries(ISLAND_SOURCES)) {
    manifest[source] = { file: `assets/${name}.js`, isDynamicEntry: true, imports: ['_react.js'] };
  }
  return manifest;
}

/**
 * The page service alone in a small app (cookies, website resolution and the database of the
 * real app), so tests can choose the islands manifest and the context contributions.
 */
export async function pageTestApp(
  database: TesseraDatabase,
  options: { manifest?: ViteManifest; contributions?: readonly PageContextContribution[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', testConfig());
  app.decorate('database', database);
  app.decorate('clock', database.clock);
  await setupCookies(app);
  setupWebsiteResolution(app);
  const theme = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, app.log);
  const pages = createPageService(
    createPageRenderer(theme, options.manifest, '/assets/storefront/', { clock: database.clock }),
    options.contributions ?? [],
    database.clock,
  );
  app.get('/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    return pages.serve(request, reply, path === '' ? [] : path.split('/'));
  });
  return app;
}
