import { matchUrlMapping, type Clock } from '@tessera/core';
import type { DraftBlock, Website } from '@tessera/db';
import { islandAssets, type IslandName } from '@tessera/storefront/ssr';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contextOf } from '../context.js';
import { CRUMB_COOKIE, ensureCrumb } from '../plugins/index.js';
import { buildContext, statusOf, type ShownPage } from './build-context.js';
import { cacheControl, matchesEtag } from './cache-headers.js';
import { isUnlocked, unlockCookieName } from './lock-screen.js';
import {
  applyPageContexts,
  type ContextPrivacy,
  type PageContextContribution,
  type TemplateContext,
} from './page-context.js';
import { hashOf, mainTemplatePath, renderPage, type PageRenderer } from './render-page.js';
import { contextJson } from './context-json.js';
import { hasRssFeed, rssFeed } from './feeds/rss-feed.js';
import { encodedFormsOf, sendEncoded } from './page-encoding.js';
import { allClassified, UNCACHED_PAGE_TYPES } from './contribution-varies.js';
import { createResponseCache, type PreparedResponse } from './response-cache.js';
import { resolvePage, type MemberGate } from './resolve-page.js';
import { siteDataCache } from './site-cache.js';
import type { SiteData } from './site-data.js';
import { timed, timedAsync } from './render-timing.js';
import { inLanguage, pageLanguageOf, type PageLanguage } from './languages/page-language.js';
import { defaultLanguageOf, LANGUAGE_CHOICE_COOKIE } from '@tessera/core';
import { rememberedHome } from './languages/remembered-language.js';

export interface PageService {
  /** Answers a public GET path (segments already split and decoded). */
  serve(request: FastifyRequest, reply: FastifyReply, segments: readonly string[]): Promise<FastifyReply>;
  /** Answers with a page already decided (the lock screen again after a wrong password). */
  show(
    request: FastifyRequest,
    reply: FastifyReply,
    page: ShownPage,
    options?: ShowOptions,
  ): Promise<FastifyReply>;
  /**
   * The stylesheets a page holding these islands links, theme first: what the studio's framed
   * previews of a single island (the promotional pop-up) link to look as they do on the site.
   */
  stylesheets(islands: readonly IslandName[]): string[];
}

export interface ShowOptions {
  /** The lock screen's error text. */
  lockError?: string;
  /** The path the lock screen returns to (default: the requested path). */
  path?: string;
  /** The status instead of the page kind's own. */
  status?: number;
  /** The studio's preview: these draft blocks instead of the published ones, never stored. */
  draftBlocks?: readonly DraftBlock[];
  /** The page's language, when the caller resolved it already (else read from the request's path). */
  language?: PageLanguage | undefined;
}

function baseUrlOf(request: FastifyRequest): string {
  return request.siteOrigin;
}

/**
 * Sends a prepared response (just made, or from the response cache): the same bytes and headers
 * either way, plus the crumb cookie for a visitor without one (then `private`, as cacheControl says).
 */
function deliver(request: FastifyRequest, reply: FastifyReply, response: PreparedResponse): FastifyReply {
  reply.code(response.status);
  reply.header('etag', response.etag);
  const before = request.cookies[CRUMB_COOKIE];
  const setsCookie = response.issuesCrumb && ensureCrumb(request, reply) !== before;
  reply.header('cache-control', setsCookie ? response.cacheControlSettingCookie : response.cacheControl);
  reply.type(response.type);
  // Answered here rather than by the ETag plugin, so compression never sees a body it drops.
  if (response.status === 200 && matchesEtag(request.headers['if-none-match'], response.etag)) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply, response.body, response.encoded);
}

/** The owner's URL mapping for the request's path, if one matches (seo/README.md). */
function mappedLocation(request: FastifyRequest, site: SiteData) {
  if (site.urlMappings.length === 0) return undefined;
  const [rawPath = '/', rawQuery = ''] = request.url.split(/\?(.*)/s, 2);
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape is matched as it was sent.
  }
  return matchUrlMapping(site.urlMappings, path, rawQuery);
}

/** A page's data in another format (`?format=json`, `?format=rss`): no cookie, no compression kept. */
function dataResponse(
  body: string,
  type: string,
  page: ShownPage,
  privacy: ContextPrivacy,
  status: number,
): PreparedResponse {
  const control = cacheControl(page, false, privacy);
  const etag = `W/"${hashOf(body, 'base64url')}"`;
  return {
    status,
    type,
    etag,
    body,
    encoded: encodedFormsOf(etag, body.length),
    cacheControl: control,
    cacheControlSettingCookie: control,
    issuesCrumb: false,
  };
}

function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && key !== 'format') query[key] = value;
  }
  return query;
}

/** Builds the member-area check of one request (members/visitor-gate.ts), given from outside render. */
export type MemberGateOf = (request: FastifyRequest, now: number) => MemberGate;

export function createPageService(
  renderer: PageRenderer,
  contributions: readonly PageContextContribution[],
  clock: Clock,
  memberGateOf?: MemberGateOf,
): PageService {
  const hasBlockTemplate = (name: string) => renderer.theme.templates[`blocks/${name}.block`] !== undefined;
  const themeJson = (base: string) => ({
    name: renderer.theme.manifest.name,
    version: renderer.theme.version,
    stylesheets: renderer.theme.manifest.stylesheets.map((p) => `${base}${renderer.theme.version}/${p}`),
    icon: renderer.theme.manifest.icon
      ? `${base}${renderer.theme.version}/${renderer.theme.manifest.icon}`
      : null,
  });
  const theme = themeJson('/assets/theme/');
  // Whole responses are kept only with the micro-caches on, and only when every contribution
  // says what it reads from the request (contribution-varies.ts).
  const responses =
    renderer.microcache && allClassified(contributions) ? createResponseCache(clock) : undefined;

  async function contextFor(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteData,
    page: ShownPage,
    now: number,
    options: ShowOptions,
  ) {
    const website: Website = request.website;
    const context = await timedAsync('context building', () =>
      buildContext({
        db: request.server.database.db,
        website,
        site,
        baseUrl: baseUrlOf(request),
        now,
        page,
        query: queryOf(request),
        path: options.path ?? request.url,
        lockError: options.lockError,
        crumb: () => ensureCrumb(request, reply),
        hasBlockTemplate,
        theme,
        log: request.log,
        microcache: renderer.microcache,
        draftBlocks: options.draftBlocks,
        language: options.language ?? pageLanguageOf(options.path ?? request.url, site),
      }),
    );
    // The error page shows without other areas' parts: one of them may be what failed.
    if (page.kind === 'error') return { context, privacy: 'shared' as const };
    const privacy = await timedAsync('context building', () =>
      applyPageContexts(
        contributions,
        { ctx: contextOf(request), request, pageType: context.pageType, context },
        context,
      ),
    );
    return { context, privacy };
  }

  /** The response of a built page, without anything per visitor (response-cache.ts). */
  function prepare(
    request: FastifyRequest,
    page: ShownPage,
    { context, privacy }: { context: TemplateContext; privacy: ContextPrivacy },
    status: number,
  ): PreparedResponse {
    const format = (request.query as Record<string, unknown> | undefined)?.['format'];
    if (format === 'rss' && page.kind === 'collection' && status === 200 && hasRssFeed(context))
      return dataResponse(rssFeed(context), 'application/rss+xml; charset=utf-8', page, privacy, status);
    if (format === 'json')
      return dataResponse(
        timed('JSON', () => contextJson(context)),
        'application/json; charset=utf-8',
        page,
        privacy,
        status,
      );
    const main =
      page.kind === 'area' && page.template
        ? renderer.theme.manifest.areaPages?.[page.template]
        : mainTemplatePath(renderer.theme, context);
    if (!main) throw new Error(`The theme has no template for page type ${context.pageType}`);
    const { html, etag, encoded } = renderPage(
      renderer,
      main,
      context,
      request.log,
      request.server.clock.now(),
    );
    return {
      status,
      type: 'text/html; charset=utf-8',
      etag,
      body: html,
      encoded,
      cacheControl: cacheControl(page, false, privacy),
      cacheControlSettingCookie: cacheControl(page, true, privacy),
      issuesCrumb: page.kind !== 'error',
    };
  }

  /** Whether a page may be kept whole for other visitors (responses.storeWhenSent checks the rest). */
  function storable(page: ShownPage, context: TemplateContext, response: PreparedResponse): boolean {
    return (
      (page.kind === 'collection' || page.kind === 'item') &&
      !UNCACHED_PAGE_TYPES.has(context.pageType) &&
      response.status === 200 &&
      response.cacheControl.startsWith('public')
    );
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: ShownPage,
    built: { context: TemplateContext; privacy: ContextPrivacy },
    options: ShowOptions,
    cacheKey: string | undefined,
    lockedSite: boolean,
  ) {
    const prepared = prepare(request, page, built, options.status ?? statusOf(page));
    // A draft is for the owner and whoever holds its link: no cache keeps it. A locked site's
    // pages are for those who entered its password: no shared cache keeps them either.
    const response = options.draftBlocks
      ? { ...prepared, cacheControl: 'private, no-store', cacheControlSettingCookie: 'private, no-store' }
      : lockedSite && prepared.cacheControl.startsWith('public')
        ? { ...prepared, cacheControl: 'private, no-cache', cacheControlSettingCookie: 'private, no-cache' }
        : prepared;
    if (responses && cacheKey !== undefined && storable(page, built.context, response)) {
      responses.storeWhenSent(reply, cacheKey, response);
    }
    return deliver(request, reply, response);
  }

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    page: ShownPage,
    options: ShowOptions = {},
    cacheKey?: string,
  ) {
    const now = request.server.clock.now();
    // The site-wide lock screen was checked before the route ran (site-lock-gate.ts).
    const site = await siteDataCache.get(request.server.database.db, request.website, now);
    try {
      const built = await contextFor(request, reply, site, page, now, options);
      return await send(request, reply, page, built, options, cacheKey, site.lockHash !== undefined);
    } catch (error) {
      if (page.kind === 'error') throw error;
      // Never show internals: log with the request id and show the theme's error page (101).
      request.log.error({ err: error }, 'page render failed');
      reply.removeHeader('set-cookie');
      return show(request, reply, { kind: 'error' });
    }
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, segments: readonly string[]) {
    // Before the response cache: the cached home page is the same for everyone.
    if (segments.length === 0 && request.cookies[LANGUAGE_CHOICE_COOKIE]) {
      const site = await siteDataCache.get(
        request.server.database.db,
        request.website,
        request.server.clock.now(),
      );
      const home = rememberedHome(request, site);
      if (home)
        return reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'cookie')
          .redirect(home, 302);
    }
    const cacheKey = responses?.keyOf(request);
    const cached = cacheKey === undefined ? undefined : responses?.get(cacheKey);
    if (cached) return deliver(request, reply, cached);
    const now = request.server.clock.now();
    const db = request.server.database.db;
    const site = await timedAsync('page lookup', () => siteDataCache.get(db, request.website, now));
    const mapped = mappedLocation(request, site);
    // Not kept by browsers, even a 301: the owner may change or undo the mapping at any time.
    if (mapped) return reply.header('cache-control', 'no-store').redirect(mapped.location, mapped.status);
    // The language is resolved once, here, and handed down; its prefix is no part of the page's path.
    const language = pageLanguageOf(request.url, site);
    const prefixed = language !== undefined && language.language !== defaultLanguageOf(language.languages);
    const page = await timedAsync('page lookup', () =>
      resolvePage({
        db,
        websiteId: request.website.id,
        site,
        segments: prefixed ? segments.slice(1) : segments,
        query: queryOf(request),
        now,
        isUnlocked: (c) => isUnlocked(c, request.cookies[unlockCookieName(c.id)], now),
        members: memberGateOf?.(request, now),
      }),
    );
    if (page.kind === 'redirect')
      return reply.header('cache-control', 'no-store').redirect(inLanguage(page.location, language), 302);
    return show(request, reply, page, { language }, cacheKey);
  }

  const stylesheets = (islands: readonly IslandName[]) => [
    ...theme.stylesheets,
    ...(renderer.manifest ? islandAssets(renderer.manifest, islands, renderer.assetBase).styles : []),
  ];
  return { serve, show: (request, reply, page, options) => show(request, reply, page, options), stylesheets };
}
