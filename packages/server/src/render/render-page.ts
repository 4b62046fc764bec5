import { hash } from 'node:crypto';
import type { ViteManifest } from '@tessera/storefront/ssr';
import { render, type Template } from '@tessera/template';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type Clock, COLLECTION_TYPES, systemClock } from '@tessera/core';
import { collectionTypeName } from './context/collection-json.js';
import { encodedFormsOf, type EncodedForms } from './page-encoding.js';
import { contextJson } from './context-json.js';
import { censusTags } from './census-tags.js';
import { ISLAND_ASSETS_MARKER, islandAssetTags } from './islands.js';
import type { TemplateContext } from './page-context.js';
import { PLATFORM_PLUGINS } from './platform-plugins.js';
import { newRenderScope, withRenderScope } from './render-scope.js';
import type { CompiledTheme } from './theme/load-theme.js';
import { ttlClock } from './ttl-clock.js';
import { timed } from './render-timing.js';

/** Everything a render needs that is fixed for the life of the app. */
export interface PageRenderer {
  theme: CompiledTheme;
  /** The storefront's Vite manifest; without it islands are off and the engine's markup stays. */
  manifest: ViteManifest | undefined;
  assetBase: string;
  /** Partials (every theme template plus `main`) per main template, built once. */
  partials: Map<string, Readonly<Record<string, Template>>>;
  /**
   * Pages already rendered, by theme version, main template and a hash of the whole context: a
   * render is a pure function of those, so an identical context (the same product for every
   * anonymous visitor) is rendered once. Entries live `RENDER_MEMO_TTL_MS`, which bounds how long
   * clock-relative text ('5 minutes ago') can lag.
   */
  rendered: LRUCache<string, RenderedPage>;
  /** Whether the 2-second micro-caches are on (rendered pages, item parts, blocks). */
  microcache: boolean;
}

export const RENDER_MEMO_TTL_MS = 2_000;

/** SHA-1 in one call (no Hash object): the memo key and the ETag are computed on every request. */
export function hashOf(text: string, encoding: 'base64' | 'base64url'): string {
  return hash('sha1', text, encoding);
}

export function createPageRenderer(
  theme: CompiledTheme,
  manifest: ViteManifest | undefined,
  assetBase: string,
  options: { microcache?: boolean; clock?: Clock } = {},
): PageRenderer {
  const rendered = new LRUCache<string, RenderedPage>({
    maxSize: 64_000_000,
    sizeCalculation: (page) => page.html.length,
    ttl: RENDER_MEMO_TTL_MS,
    ...ttlClock(options.clock ?? systemClock),
  });
  const microcache = options.microcache ?? true;
  return { theme, manifest, assetBase, partials: new Map(), rendered, microcache };
}

/** The theme template for a page: by page type, else by collection type name and view, else generic. */
export function mainTemplatePath(theme: CompiledTheme, context: TemplateContext): string | undefined {
  const byPageType = theme.manifest.pageTypes[String(context.pageType)];
  if (byPageType) return byPageType;
  const collection = context['collection'] as { type?: number; view?: string } | undefined;
  if (!collection) return undefined;
  const templates =
    theme.manifest.collections[collectionTypeName(collection.type ?? COLLECTION_TYPES.GENERIC)] ??
    theme.manifest.collections['generic'];
  if (!templates) return undefined;
  if (context['item']) return templates.item;
  const view = collection.view as 'grid' | 'product' | undefined;
  return (view && templates[view]) || templates.list;
}

function partialsFor(renderer: PageRenderer, mainPath: string): Readonly<Record<string, Template>> {
  let partials = renderer.partials.get(mainPath);
  if (!partials) {
    const main = renderer.theme.templates[mainPath];
    partials = Object.freeze({ ...renderer.theme.templates, ...(main && { main }) });
    renderer.partials.set(mainPath, partials);
  }
  return partials;
}

/**
 * Renders a page: the theme's shell (`site.region`) with the page's template as the partial
 * `main`, the platform's formatters, and the tags of the islands the page used where the shell
 * asked for them (`{@|island-assets}`). Template errors are logged, never shown.
 */
export interface RenderedPage {
  html: string;
  /** A strong ETag of the HTML, computed once per rendered page. */
  etag: string;
  /** Its compressed forms, filled as clients ask for them (page-encoding.ts). */
  encoded: EncodedForms;
}

/** Renders a page; `now` is the app clock's time, the template engine's `now`. */
export function renderPage(
  renderer: PageRenderer,
  mainPath: string,
  context: TemplateContext,
  log: FastifyBaseLogger,
  now: number,
): RenderedPage {
  // The key costs a JSON serialisation and a hash: only worth it when the memo is used.
  const key = renderer.microcache ? memoKey(renderer, mainPath, context) : undefined;
  let page = key === undefined ? undefined : renderer.rendered.get(key);
  if (page === undefined) {
    const html = timed('template', () => renderFresh(renderer, mainPath, context, log, now));
    const etag = `W/"${hashOf(html, 'base64url')}"`;
    page = { html, etag, encoded: encodedFormsOf(etag, html.length) };
    if (key !== undefined) renderer.rendered.set(key, page);
  }
  return page;
}

function memoKey(renderer: PageRenderer, mainPath: string, context: TemplateContext): string {
  const hash = hashOf(contextJson(context), 'base64');
  return `${renderer.theme.version}\u0000${mainPath}\u0000${hash}`;
}

function renderFresh(
  renderer: PageRenderer,
  mainPath: string,
  context: TemplateContext,
  log: FastifyBaseLogger,
  now: number,
): string {
  const shell = renderer.theme.templates[renderer.theme.manifest.shell];
  if (!shell) throw new Error('The theme has no shell template');
  const scope = newRenderScope(renderer.manifest !== undefined);
  const locale =
    typeof (context['website'] as { language?: unknown })?.language === 'string'
      ? String((context['website'] as { language: string }).language)
      : 'en-US';
  const { html, errors } = withRenderScope(scope, () =>
    render(shell, context, {
      partials: partialsFor(renderer, mainPath),
      plugins: PLATFORM_PLUGINS,
      locale,
      now,
    }),
  );
  for (const e of errors) {
    log.warn(
      { template: e.partial ?? renderer.theme.manifest.shell, line: e.line, column: e.column, code: e.code },
      e.message,
    );
  }
  const tags = [
    islandAssetTags(renderer.manifest, scope.islands, renderer.assetBase),
    censusTags(renderer.manifest, renderer.assetBase, context, mainPath, renderer.theme.manifest.name),
  ]
    .filter((t) => t !== '')
    .join('\n');
  return html.replace(ISLAND_ASSETS_MARKER, () => tags);
}
