import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  createPageRenderer,
  DEFAULT_THEME_DIR,
  loadTheme,
  PLATFORM_PLUGINS,
  renderPage,
  type TemplateContext,
} from '@tessera/server/render';
import { fixtureManifest } from '@tessera/server/render/testing/page-test-app';

/** Every template file of the theme, by path relative to the theme directory. */
export function themeTemplates(): Map<string, string> {
  const files = readdirSync(DEFAULT_THEME_DIR, { recursive: true, withFileTypes: true });
  const templates = new Map<string, string>();
  for (const file of files) {
    const path = relative(DEFAULT_THEME_DIR, join(file.parentPath, file.name)).split(sep).join('/');
    if (file.isFile() && /\.(region|list|item|page|block|partial)$/.test(path)) {
      templates.set(path, readFileSync(join(DEFAULT_THEME_DIR, path), 'utf8'));
    }
  }
  return templates;
}

/** A logger that keeps what the renderer reports (template errors arrive as warnings). */
export function collectingLogger(problems: string[]): FastifyBaseLogger {
  const keep = (level: string) => (first: unknown, message?: string) => {
    problems.push(
      `${level}: ${typeof first === 'string' ? first : `${JSON.stringify(first)} ${message ?? ''}`}`,
    );
  };
  const logger = {
    level: 'warn',
    fatal: keep('fatal'),
    error: keep('error'),
    warn: keep('warn'),
    info: () => {},
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export interface RenderedPage {
  html: string;
  problems: string[];
}

/**
 * Renders a page of the sample site the way the server does: the theme compiled with the
 * platform's formatters, the shell around the page's template, islands on (a manifest shaped like
 * the storefront build's).
 */
export async function renderSamplePage(
  main: string,
  context: Record<string, unknown>,
): Promise<RenderedPage> {
  const problems: string[] = [];
  const log = collectingLogger(problems);
  const theme = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, log);
  const renderer = createPageRenderer(theme, fixtureManifest(), '/assets/storefront/');
  const { html } = renderPage(renderer, main, context as TemplateContext, log, Date.now());
  return { html, problems };
}
