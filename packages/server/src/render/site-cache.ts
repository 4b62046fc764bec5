import { parseUrlMappings } from '@tessera/core';
import {
  protectedCollectionIds,
  clockOf,
  findSiteLockHash,
  type Executor,
  getHeaderFooter,
  getNavigation,
  getSeoSettings,
  getMultilingualSettings,
  listLanguages,
  type HeaderFooter,
  listCollections,
  listLayoutOwners,
  loadImages,
  NAVIGATION_LISTS,
  type Website,
} from '@tessera/db';
import { homeCollectionIdOf } from './link-targets.js';
import type { SiteData } from './site-data.js';
import { headerFooterJson, logoChoice } from './context/header-footer-json.js';
import { imageJson, type ImageJson } from './context/image-json.js';

/**
 * How long cached site data may be used without asking the database again. Owner writes
 * invalidate at once in their own process (`invalidateSiteData`); the TTL bounds how stale other
 * processes (several servers on one PostgreSQL) can be.
 */
export const SITE_DATA_TTL_MS = 5_000;

async function loadLogo(
  db: Executor,
  websiteId: string,
  headerFooter: HeaderFooter,
): Promise<ImageJson | undefined> {
  const choice = logoChoice(headerFooter);
  if (!choice) return undefined;
  const file = (await loadImages(db, websiteId, [choice.fileId])).get(choice.fileId);
  if (!file?.content_type.startsWith('image/')) return undefined;
  const json = imageJson(file);
  return choice.altText ? { ...json, altText: choice.altText } : json;
}

async function loadSiteData(db: Executor, websiteId: string): Promise<SiteData> {
  const [
    collections,
    main,
    hidden,
    memberAreas,
    headerFooter,
    layoutOwners,
    lockHash,
    protectedIds,
    seo,
    languages,
    multilingualSettings,
  ] = await Promise.all([
    listCollections(db, websiteId),
    getNavigation(db, websiteId, NAVIGATION_LISTS.main),
    getNavigation(db, websiteId, NAVIGATION_LISTS.hidden),
    getNavigation(db, websiteId, NAVIGATION_LISTS.memberAreas),
    getHeaderFooter(db, websiteId),
    listLayoutOwners(db, websiteId),
    findSiteLockHash(db, websiteId),
    protectedCollectionIds(db, websiteId),
    getSeoSettings(db, websiteId),
    listLanguages(db, websiteId),
    getMultilingualSettings(db, websiteId),
  ]);
  // Saved mappings were checked when saved; a line that no longer parses drops them all, not the site.
  const mappings = parseUrlMappings(seo.urlMappings);
  const byId = new Map(collections.map((c) => [c.id, c]));
  const logo = await loadLogo(db, websiteId, headerFooter);
  return {
    websiteId,
    collections,
    byId,
    byUrlId: new Map(collections.map((c) => [c.url_id, c])),
    navigation: { main, hidden, memberAreas },
    headerFooter: headerFooterJson(headerFooter),
    logo,
    homeCollectionId: homeCollectionIdOf(main, collections, byId),
    layoutOwners,
    lockHash,
    memberCollections: new Set(protectedIds.keys()),
    urlMappings: mappings.ok ? mappings.rules : [],
    robotsRules: seo.robotsRules,
    multilingual: {
      languages: languages
        .filter((l) => l.enabled)
        .map((l) => ({ code: l.code, customCode: l.custom_code, isDefault: l.is_default })),
      // The multilingual area's settings default to showing the switcher.
      showSwitcher: multilingualSettings['showLanguageSwitcher'] !== false,
    },
  };
}

interface Entry {
  loadedAt: number;
  websiteUpdatedAt: number;
  data: Promise<SiteData>;
}

/** An in-memory cache of `SiteData` per website, with a TTL and explicit invalidation. */
export class SiteDataCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;

  constructor(ttlMs: number = SITE_DATA_TTL_MS) {
    this.#ttlMs = ttlMs;
  }

  /** The website's data, loaded at most once per TTL (concurrent requests share one load). */
  get(db: Executor, website: Website, now: number = clockOf(db).now()): Promise<SiteData> {
    const entry = this.#entries.get(website.id);
    if (entry && now - entry.loadedAt < this.#ttlMs && entry.websiteUpdatedAt === website.updated_at) {
      return entry.data;
    }
    const data = loadSiteData(db, website.id);
    const fresh: Entry = { loadedAt: now, websiteUpdatedAt: website.updated_at, data };
    this.#entries.set(website.id, fresh);
    // A failed load must not stay cached.
    data.catch(() => {
      if (this.#entries.get(website.id) === fresh) this.#entries.delete(website.id);
    });
    return data;
  }

  invalidate(websiteId: string): void {
    this.#entries.delete(websiteId);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The process-wide cache the public renderer reads. */
export const siteDataCache = new SiteDataCache();
