import { COLLECTION_TYPES, PAGE_TYPES, type MerchandisingContext } from '@tessera/core';
import {
  listPublicItems,
  listStoreCategories,
  loadAuthorNames,
  loadImages,
  type Collection,
  type DraftBlock,
  type Executor,
  type Website,
} from '@tessera/db';
import type { FastifyBaseLogger } from 'fastify';
import { loadBlocks, loadPreviewBlocks, type LayoutOwner } from './blocks/load-blocks.js';
import { categoryJson, collectionJson, paginationJson } from './context/collection-json.js';
import { filterContext, filterParams, itemFilterOf } from './context/list-filter.js';
import { coverPageJson, coverPageOf } from './context/cover-page.js';
import { loadItemsJson } from './context/load-items.js';
import { navigationJson } from './context/navigation-json.js';
import { collectionUrl } from './context/urls.js';
import { websiteParts } from './context/website-json.js';
import { localizedStrings } from './context/localized-strings.js';
import { languagesJson, localizeContextUrls } from './languages/language-context.js';
import type { PageLanguage } from './languages/page-language.js';
import { translationsOf } from './languages/page-translations.js';
import { translateContext } from './languages/translate-context.js';
import { defaultLanguageOf } from '@tessera/core';
import type { TemplateContext } from './page-context.js';
import { cachedItemPage } from './item-cache.js';
import { loadItemPage } from './context/item-page.js';
import { lessonListJson, memberAreaJson, teaserJson } from './context/member-area-json.js';
import { safeNextPath } from './lock-screen.js';
import type { ResolvedPage } from './resolve-page.js';
import { searchContext } from './search/search-context.js';
import type { SiteData } from './site-data.js';

/** A page the renderer can show: every resolved page but a redirect, plus the error page. */
export type ShownPage =
  Exclude<ResolvedPage, { kind: 'redirect' }> | { kind: 'error' } | { kind: 'site-locked' } | AreaPage;

/** A page another area routes itself (checkout, order pages), shown with its page type. */
export interface AreaPage {
  kind: 'area';
  pageType: number;
  /** The theme's `areaPages` template to draw it with, for a page without a page type of its own. */
  template?: string;
  /** Keys the area adds to the context itself (e.g. `account`), for a page it alone shows. */
  data?: Readonly<Record<string, unknown>>;
}

export interface ContextInput {
  db: Executor;
  website: Website;
  site: SiteData;
  baseUrl: string;
  now: number;
  page: ShownPage;
  query: Readonly<Record<string, string | undefined>>;
  /** The requested path, where the lock screen returns after unlocking. */
  path: string;
  /** The lock screen's error after a wrong password. */
  lockError?: string | undefined;
  /** The lock screen's form carries the visitor's crumb (that page is private anyway). */
  crumb: () => string;
  hasBlockTemplate: (typeName: string) => boolean;
  theme: Record<string, unknown>;
  log: FastifyBaseLogger;
  /** Whether the 2-second micro-caches may be used (`RENDER_MICROCACHE`). */
  microcache: boolean;
  /** The studio's preview: the page shows these (draft) blocks instead of its published ones. */
  draftBlocks?: readonly DraftBlock[] | undefined;
  /** The page's language, resolved from its path (languages/page-language.ts); none on a one-language site. */
  language?: PageLanguage | undefined;
}

/**
 * `now` in the context is the render's time rounded down to the minute: enough for the copyright
 * year and splitting events into upcoming and past, and a page stays byte-identical (one ETag,
 * one cached render) within the minute instead of changing every millisecond.
 */
export const CONTEXT_CLOCK_STEP_MS = 60_000;

/** The footer region's layout (`footerBlocks`), edited like any layout (owner kind 'region'). */
const FOOTER: LayoutOwner = { kind: 'region', id: 'footer' };

const PAGE_TYPE_NAMES: ReadonlyMap<number, string> = new Map(
  Object.entries(PAGE_TYPES).map(([k, v]) => [v, k]),
);
const DEFAULT_PAGE_SIZE = 20;

function pageTypeOf(page: ShownPage): number {
  switch (page.kind) {
    case 'collection':
      if (page.collection.type !== COLLECTION_TYPES.PAGE) return PAGE_TYPES.MAIN_CONTENT;
      // A page with a cover-page slide is a splash page, drawn full-screen without the site around it.
      return coverPageOf(page.collection.settings) ? PAGE_TYPES.SPLASH : PAGE_TYPES.PAGE;
    case 'item':
      return PAGE_TYPES.CONTENT_ITEM;
    case 'search':
      return PAGE_TYPES.SEARCH;
    case 'cart':
      return PAGE_TYPES.CART_V2;
    case 'locked':
    case 'site-locked':
      return PAGE_TYPES.LOCK_SCREEN;
    case 'members-only':
      return PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED;
    case 'paywall':
      return PAGE_TYPES.PAYWALL;
    case 'not-found':
      return PAGE_TYPES.NOT_FOUND;
    case 'error':
      return PAGE_TYPES.ERROR;
    case 'area':
      return page.pageType;
  }
}

/** HTTP status of each page kind. */
export function statusOf(page: ShownPage): number {
  if (page.kind === 'not-found') return 404;
  if (page.kind === 'members-only' || page.kind === 'paywall') return 403;
  return page.kind === 'error' ? 500 : 200;
}

function pageSizeOf(collection: Collection): number {
  const size = collection.settings['pageSize'];
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= 200
    ? size
    : DEFAULT_PAGE_SIZE;
}

/** The header logo; its text alternative falls back to the site title (it is the home link's name). */
function logoJson(input: ContextInput): Record<string, unknown> | null {
  const logo = input.site.logo;
  return logo ? { ...logo, altText: logo.altText || input.website.title } : null;
}

function baseContext(input: ContextInput, pageType: number, activeId: string | undefined): TemplateContext {
  const parts = websiteParts(input.website, input.baseUrl);
  const code = input.language?.language.code;
  const inOtherLanguage = code !== undefined && code !== input.website.locale;
  return {
    // The page's language drives `<html lang>` and the engine's locale (dates, numbers, money).
    website: inOtherLanguage ? { ...parts.website, language: code } : parts.website,
    websiteSettings: parts.websiteSettings,
    localizedStrings: inOtherLanguage
      ? localizedStrings(code, input.website.settings)
      : parts.localizedStrings,
    featureFlags: parts.featureFlags,
    'base-url': parts.baseUrl,
    pageType,
    pageTypeName: PAGE_TYPE_NAMES.get(pageType) ?? '',
    navigation: navigationJson(input.site, activeId, input.now),
    headerFooter: input.site.headerFooter,
    theme: input.theme,
    productMerchandisingContext: {},
    cart: { totalQuantity: 0 },
    blocks: [],
    footerBlocks: [],
    now: input.now - (input.now % CONTEXT_CLOCK_STEP_MS),
    siteLogo: logoJson(input),
  };
}

function blockContext(input: ContextInput, merchandising: Record<string, MerchandisingContext>) {
  return {
    db: input.db,
    websiteId: input.website.id,
    site: input.site,
    now: input.now,
    timeZone: input.website.time_zone,
    merchandising,
    microcache: input.microcache,
  };
}

async function fillCollection(
  input: ContextInput,
  page: Extract<ShownPage, { kind: 'collection' }>,
  context: TemplateContext,
) {
  const { collection } = page;
  const merchandising = context['productMerchandisingContext'] as Record<string, MerchandisingContext>;
  const url = collection.id === input.site.homeCollectionId ? '/' : collectionUrl(collection.url_id);
  const isStore = collection.type === COLLECTION_TYPES.PRODUCTS;
  const pageSize = pageSizeOf(collection);
  const [list, categories, authors, blocks] = await Promise.all([
    collection.type === COLLECTION_TYPES.PAGE
      ? { items: [], total: 0 }
      : listPublicItems(input.db, input.website.id, collection.id, {
          page: page.page,
          pageSize,
          ordering: collection.ordering,
          categorySlug: page.categorySlug,
          filter: page.filter && itemFilterOf(page.filter, input.website.time_zone),
          now: input.now,
        }),
    isStore ? listStoreCategories(input.db, input.website.id, collection.id) : [],
    page.filter?.author ? loadAuthorNames(input.db, input.website.id, [page.filter.author]) : undefined,
    input.draftBlocks
      ? loadPreviewBlocks(
          input.draftBlocks,
          blockContext(input, merchandising),
          input.hasBlockTemplate,
          input.log,
        )
      : loadBlocks(
          { kind: 'collection', id: collection.id },
          blockContext(input, merchandising),
          input.hasBlockTemplate,
          input.log,
        ),
  ]);
  context['collection'] = collectionJson(
    collection,
    url,
    categories.map((c) => categoryJson(collection, c, page.categorySlug)),
  );
  const items = await loadItemsJson(input.db, input.website.id, list.items, () => collection, merchandising);
  // A course lists its lessons to everyone; only members (and free previews) get past the teaser.
  context['items'] = page.membership ? lessonListJson(items, list.items, page.membership) : items;
  const kept: Record<string, string> = page.categorySlug
    ? { category: page.categorySlug }
    : filterParams(page.filter);
  context['pagination'] = paginationJson(
    url,
    kept,
    page.page,
    pageSize,
    list.total,
    page.filter !== undefined,
  );
  const authorName = page.filter?.author && authors?.get(page.filter.author);
  Object.assign(context, filterContext(page.filter, authorName, input.website.time_zone));
  context['blocks'] = blocks;
  const slide = collection.type === COLLECTION_TYPES.PAGE ? coverPageOf(collection.settings) : null;
  if (slide) {
    const fileId = slide.backgroundImage?.fileId;
    const file = fileId ? (await loadImages(input.db, input.website.id, [fileId])).get(fileId) : undefined;
    context['coverPage'] = coverPageJson(slide, file);
  }
}

async function fillItem(
  input: ContextInput,
  page: Extract<ShownPage, { kind: 'item' }>,
  context: TemplateContext,
) {
  const merchandising = context['productMerchandisingContext'] as Record<string, MerchandisingContext>;
  const owner: LayoutOwner = { kind: 'item', id: page.item.id };
  const [parts, blocks] = await Promise.all([
    cachedItemPage(page.item, input.microcache, (sink) =>
      loadItemPage(input.db, page.item, page.collection, input.now, sink),
    ),
    loadBlocks(owner, blockContext(input, merchandising), input.hasBlockTemplate, input.log),
  ]);
  Object.assign(merchandising, parts.merchandising);
  context['collection'] = collectionJson(page.collection, collectionUrl(page.collection.url_id));
  context['item'] = parts.json ?? null;
  context['pagination'] = parts.pagination;
  if (page.collection.type === COLLECTION_TYPES.PRODUCTS) context['relatedProducts'] = parts.relatedProducts;
  context['blocks'] = blocks;
}

async function fillFooter(input: ContextInput, context: TemplateContext) {
  const merchandising = context['productMerchandisingContext'] as Record<string, MerchandisingContext>;
  context['footerBlocks'] = await loadBlocks(
    FOOTER,
    blockContext(input, merchandising),
    input.hasBlockTemplate,
    input.log,
  );
}

/**
 * The site-wide lock screen: the lock form, and nothing of the site behind it (no navigation, no
 * footer links or blocks), so page titles and addresses stay private until the password is entered.
 */
function hideSite(input: ContextInput, context: TemplateContext): void {
  const { header, footer } = input.site.headerFooter;
  const footerParts = typeof footer === 'object' && footer !== null ? footer : {};
  context['navigation'] = {};
  context['headerFooter'] = { header, footer: { ...footerParts, links: [] } };
  context['lockScreen'] = {
    siteWide: true,
    title: input.website.title,
    action: '/api/page-unlock',
    next: safeNextPath(input.path),
    crumb: input.crumb(),
    error: input.lockError ?? null,
  };
}

/** The page's own content: a collection's items and blocks, an item, search results. */
async function fillPage(input: ContextInput, context: TemplateContext): Promise<void> {
  const { page } = input;
  if (page.kind === 'collection') await fillCollection(input, page, context);
  else if (page.kind === 'item') await fillItem(input, page, context);
  else if (page.kind === 'search') Object.assign(context, await searchContext(input, page.query, page.page));
  else if (page.kind === 'area' && page.data) Object.assign(context, page.data);
  else if (page.kind === 'locked' || page.kind === 'members-only') {
    context['collection'] = collectionJson(page.collection, collectionUrl(page.collection.url_id));
  } else if (page.kind === 'paywall') {
    context['collection'] = collectionJson(page.collection, collectionUrl(page.collection.url_id));
    const merchandising = context['productMerchandisingContext'] as Record<string, MerchandisingContext>;
    const [json] = await loadItemsJson(
      input.db,
      input.website.id,
      [page.item],
      () => page.collection,
      merchandising,
    );
    context['item'] = json ? teaserJson(json) : null;
  }
}

function activeCollectionId(page: ShownPage): string | undefined {
  return 'collection' in page ? page.collection.id : undefined;
}

/**
 * Builds the template context of a page (docs/template-context.md): the same JSON `?format=json`
 * returns. Site-wide parts come from caches; the page's own rows are loaded in batches.
 */
export async function buildContext(input: ContextInput): Promise<TemplateContext> {
  const { page } = input;
  const context = baseContext(input, pageTypeOf(page), activeCollectionId(page));
  await Promise.all([
    fillPage(input, context),
    page.kind === 'error' || page.kind === 'site-locked' ? undefined : fillFooter(input, context),
  ]);
  // A preview is no visit: the visitor script stays off (census-tags.ts).
  if (input.draftBlocks) context['preview'] = true;
  if (page.kind === 'members-only' || page.kind === 'paywall') {
    context['memberArea'] = memberAreaJson(page.collection, input.site, page.membership);
  }
  if (page.kind === 'locked') {
    context['lockScreen'] = {
      collectionId: page.collection.id,
      title: page.collection.title,
      action: '/api/page-unlock',
      next: safeNextPath(input.path),
      crumb: input.crumb(),
      error: input.lockError ?? null,
    };
  }
  if (page.kind === 'site-locked') hideSite(input, context);
  if (input.language) {
    const { language, languages } = input.language;
    if (language !== defaultLanguageOf(languages))
      translateContext(context, await translationsOf(input.db, input.website.id, language.code, input.now));
    localizeContextUrls(context, input.language);
    context['languages'] = languagesJson(
      input.language,
      input.baseUrl,
      input.site.multilingual?.showSwitcher ?? false,
    );
  }
  return context;
}
