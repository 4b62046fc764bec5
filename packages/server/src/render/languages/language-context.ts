import {
  defaultLanguageOf,
  languageChoiceUrl,
  languageName,
  localizedPath,
  type SiteLanguage,
} from '@tessera/core';
import type { TemplateContext } from '../page-context.js';
import { inLanguage, type PageLanguage } from './page-language.js';

export interface LanguageLinkJson {
  code: string;
  name: string;
  /** The same page in this language, as a site path and as an absolute URL (hreflang). */
  url: string;
  absoluteUrl: string;
  /** The switcher's link: remembers the visitor's choice (a cookie), then opens `url`. */
  chooseUrl: string;
  current: boolean;
}

/**
 * `languages` of the template context (docs/template-context.md): the page in every published
 * language, for `hreflang` alternates, `x-default` and the switcher. Only the page's path changes
 * between languages; its query is kept, so a listing's page 2 links to page 2.
 */
export function languagesJson(page: PageLanguage, baseUrl: string, showSwitcher: boolean) {
  const link = (language: SiteLanguage): LanguageLinkJson => {
    const url = localizedPath(page.basePath, language, page.languages);
    return {
      code: language.code,
      name: languageName(language.code),
      url,
      absoluteUrl: `${baseUrl}${url}`,
      chooseUrl: languageChoiceUrl(language, url),
      current: language === page.language,
    };
  };
  const list = page.languages.map(link);
  const fallback = defaultLanguageOf(page.languages);
  return {
    current: link(page.language),
    /** The home page and search in the page's language, for the theme's fixed links. */
    homeUrl: localizedPath('/', page.language, page.languages),
    searchUrl: localizedPath('/search', page.language, page.languages),
    list,
    xDefault: fallback ? link(fallback).absoluteUrl : null,
    showSwitcher: showSwitcher && list.length > 1,
  };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of an object with its URL keys in the page's language (cached objects are frozen). */
function withUrls(target: unknown, keys: readonly string[], page: PageLanguage): unknown {
  if (!isObject(target)) return target;
  const copy: Json = { ...target };
  for (const key of keys) if (typeof copy[key] === 'string') copy[key] = inLanguage(copy[key], page);
  return copy;
}

function navigationIn(nodes: unknown, page: PageLanguage): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((node: unknown) => {
    const copy = withUrls(node, ['url'], page);
    if (isObject(copy)) copy['children'] = navigationIn(copy['children'], page);
    return copy;
  });
}

function listIn(list: unknown, page: PageLanguage): unknown {
  return Array.isArray(list) ? list.map((entry: unknown) => withUrls(entry, ['fullUrl'], page)) : list;
}

/**
 * Moves the page's own links into its language: navigation, the collection, the item and the
 * listed items, categories and pagination, so a visitor who chose French stays in French. Links
 * inside blocks and owner-typed texts are left as written.
 */
export function localizeContextUrls(context: TemplateContext, page: PageLanguage): void {
  if (page.language === defaultLanguageOf(page.languages)) return;
  const navigation = context['navigation'];
  if (isObject(navigation)) {
    context['navigation'] = Object.fromEntries(
      Object.entries(navigation).map(([name, list]) => [name, navigationIn(list, page)]),
    );
  }
  const collection = withUrls(context['collection'], ['fullUrl'], page);
  if (isObject(collection) && Array.isArray(collection['categories'])) {
    const categories = collection['categories'].map((c: unknown) => withUrls(c, ['url'], page));
    collection['categories'] = categories;
    collection['activeCategory'] = categories.find((c) => isObject(c) && c['active'] === true) ?? null;
  }
  if (context['collection'] !== undefined) context['collection'] = collection;
  if (context['item'] !== undefined) context['item'] = withUrls(context['item'], ['fullUrl'], page);
  for (const key of ['items', 'relatedProducts'])
    if (context[key] !== undefined) context[key] = listIn(context[key], page);
  if (context['pagination'] !== undefined)
    context['pagination'] = withUrls(
      context['pagination'],
      ['prevPageUrl', 'nextPageUrl', 'canonicalUrl'],
      page,
    );
}
