import { countSitemapItems, listSitemapItems, loadImages, type Collection, type Executor } from '@tessera/db';
import { defaultLanguageOf, localizedPath } from '@tessera/core';
import { XMLBuilder } from 'fast-xml-parser';
import { collectionUrl, fileAssetUrl, itemUrl, type SiteData } from '../render/index.js';
import { listedCollections } from './listed-pages.js';

/** The sitemaps protocol's limit of URLs in one file; above it `/sitemap.xml` is an index. */
export const SITEMAP_URL_LIMIT = 50_000;

const URLSET_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapInput {
  db: Executor;
  websiteId: string;
  site: SiteData;
  /** `https://host`, without a trailing slash. */
  baseUrl: string;
  now: number;
  /** The file asked for with `?page=N` (1-based); undefined for `/sitemap.xml` itself. */
  page: number | undefined;
  /** URLs per file (the protocol's 50,000; tests pass fewer). */
  perFile?: number;
}

interface UrlEntry {
  loc: string;
  lastmod: string;
  'image:image'?: { 'image:loc': string }[];
  'xhtml:link'?: { '@_rel': 'alternate'; '@_hreflang': string; '@_href': string }[];
}

const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });

function xml(root: Record<string, unknown>): string {
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, ...root }) as string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function pageEntry(input: SitemapInput, collection: Collection): UrlEntry {
  const path = collection.id === input.site.homeCollectionId ? '/' : collectionUrl(collection.url_id);
  return { loc: `${input.baseUrl}${path}`, lastmod: iso(collection.updated_at) };
}

/** The public items in [offset, offset + limit) of the listed pages, with their images' URLs. */
async function itemEntries(
  input: SitemapInput,
  pages: readonly Collection[],
  slice: { offset: number; limit: number },
): Promise<UrlEntry[]> {
  const byId = new Map(pages.map((c) => [c.id, c]));
  const items = await listSitemapItems(input.db, input.websiteId, [...byId.keys()], input.now, slice);
  const images = await loadImages(
    input.db,
    input.websiteId,
    items.flatMap((i) => i.imageIds),
  );
  return items.flatMap((item) => {
    const collection = byId.get(item.collectionId);
    if (!collection) return [];
    const pictures = item.imageIds
      .map((id) => images.get(id))
      .filter((f) => f?.content_type.startsWith('image/'))
      .map((f) => ({ 'image:loc': `${input.baseUrl}${fileAssetUrl(f!)}` }));
    return [
      {
        loc: `${input.baseUrl}${itemUrl(collection, item.urlId)}`,
        lastmod: iso(item.updatedAt),
        ...(pictures.length > 0 && { 'image:image': pictures }),
      },
    ];
  });
}

/**
 * On a site in several languages, every URL once per published language, each listing all of
 * them and `x-default` as alternates (Google's sitemap form of hreflang).
 */
function inEveryLanguage(input: SitemapInput, entries: UrlEntry[]): UrlEntry[] {
  const languages = input.site.multilingual?.languages ?? [];
  if (languages.length < 2) return entries;
  const fallback = defaultLanguageOf(languages);
  return entries.flatMap((entry) => {
    const path = entry.loc.slice(input.baseUrl.length);
    const urlIn = (language: (typeof languages)[number] | undefined) =>
      `${input.baseUrl}${localizedPath(path, language, languages)}`;
    const alternates = [
      ...languages.map((l) => ({ '@_rel': 'alternate' as const, '@_hreflang': l.code, '@_href': urlIn(l) })),
      { '@_rel': 'alternate' as const, '@_hreflang': 'x-default', '@_href': urlIn(fallback) },
    ];
    return languages.map((l) => ({ ...entry, loc: urlIn(l), 'xhtml:link': alternates }));
  });
}

function urlset(input: SitemapInput, entries: UrlEntry[]): string {
  const namespaces = { '@_xmlns': URLSET_NS, '@_xmlns:image': IMAGE_NS, '@_xmlns:xhtml': XHTML_NS };
  return xml({ urlset: { ...namespaces, url: inEveryLanguage(input, entries) } });
}

/**
 * The site's sitemap (sitemaps.org protocol with Google's image extension): every listed page
 * (listed-pages.ts) and its public items and products, each with its last change and images.
 * Above `perFile` URLs, `/sitemap.xml` is an index of `/sitemap.xml?page=N` files. Undefined for
 * a page number that names no file.
 */
export async function buildSitemap(input: SitemapInput): Promise<string | undefined> {
  // Each page is listed once per language, so a file holds fewer pages on a site in several.
  const copies = Math.max(1, input.site.multilingual?.languages.length ?? 1);
  const perFile = Math.max(1, Math.floor((input.perFile ?? SITEMAP_URL_LIMIT) / copies));
  const pages = listedCollections(input.site, input.now);
  const ids = pages.map((c) => c.id);
  const total = pages.length + (await countSitemapItems(input.db, input.websiteId, ids, input.now));
  const files = Math.max(1, Math.ceil(total / perFile));
  if (input.page === undefined && files > 1) {
    const sitemap = Array.from({ length: files }, (_, i) => ({
      loc: `${input.baseUrl}/sitemap.xml?page=${i + 1}`,
    }));
    return xml({ sitemapindex: { '@_xmlns': URLSET_NS, sitemap } });
  }
  const page = input.page ?? 1;
  if (page < 1 || page > files || (input.page !== undefined && files === 1)) return undefined;
  const start = (page - 1) * perFile;
  const end = Math.min(total, start + perFile);
  const shownPages = pages.slice(start, end).map((c) => pageEntry(input, c));
  const itemStart = Math.max(0, start - pages.length);
  const items = await itemEntries(input, pages, {
    offset: itemStart,
    limit: end - Math.max(start, pages.length),
  });
  return urlset(input, [...shownPages, ...items]);
}
