import { COLLECTION_TYPES } from '@tessera/core';
import { Feed } from 'feed';
import type { TemplateContext } from '../page-context.js';
import { absolute, num, obj, str, type Obj } from '../structured-data/context-view.js';

/** Whether a page has a feed: the list page of a blog or events collection (generic collections). */
export function hasRssFeed(context: TemplateContext): boolean {
  const collection = obj(context['collection']);
  return (
    !context['item'] && collection?.['type'] === COLLECTION_TYPES.GENERIC && Array.isArray(context['items'])
  );
}

function addItem(feed: Feed, item: Obj, base: string): void {
  const link = absolute(base, item['fullUrl']);
  const title = str(item['title']);
  const published = num(item['publishOn']);
  if (!link || !title || published === undefined) return;
  const author = str(obj(item['author'])?.['displayName']);
  const image = absolute(base, obj(item['mainImage'])?.['assetUrl']);
  const tags = Array.isArray(item['tags'])
    ? item['tags'].filter((t): t is string => typeof t === 'string')
    : [];
  feed.addItem({
    title,
    id: link,
    link,
    date: new Date(published),
    ...(str(item['excerpt']) && { description: str(item['excerpt']) }),
    ...(str(item['body']) && { content: str(item['body']) }),
    ...(author && { author: [{ name: author }] }),
    ...(image && { image }),
    ...(tags.length > 0 && { category: tags.map((name) => ({ name })) }),
  });
}

/**
 * The RSS 2.0 feed of a blog or events page (`?format=rss`): the page's own items, as its list
 * shows them (public ones only, newest first for chronological collections), with their HTML.
 */
export function rssFeed(context: TemplateContext): string {
  const base = str(context['base-url']) ?? '';
  const collection = obj(context['collection']) ?? {};
  const website = obj(context['website']) ?? {};
  const link = `${base}${str(collection['fullUrl']) ?? '/'}`;
  const title = str(collection['title']) ?? str(website['siteTitle']) ?? link;
  const siteTitle = str(website['siteTitle']);
  const feed = new Feed({
    id: link,
    link,
    title: siteTitle && siteTitle !== title ? `${title} — ${siteTitle}` : title,
    description: str(collection['description']) ?? str(website['siteDescription']) ?? title,
    generator: false,
    ...(str(website['language']) && { language: str(website['language']) }),
    feedLinks: { rss: `${link}?format=rss` },
  });
  for (const item of context['items'] as unknown[]) {
    const entry = obj(item);
    if (entry) addItem(feed, entry, base);
  }
  return feed.rss2();
}
