import type { Json } from '@tessera/template';
import { ISLAND_ASSETS_MARKER } from '../render/index.js';
import type { ThemePackage } from './load-package.js';
import { tweakClasses, type TweakValues } from './tweaks.js';

type Context = Readonly<Record<string, unknown>>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** `{squarespace-headers}` (§9.1): title, description, canonical, the stylesheet, then the islands' tags. */
export function squarespaceHeaders(context: Context, stylesheetUrl: string): string {
  const website = record(context['website']);
  const collection = record(context['collection']);
  const item = record(context['item']);
  const site = String(website['siteTitle'] ?? '');
  const page = String(item['title'] ?? collection['seoTitle'] ?? '') || String(collection['title'] ?? '');
  const title = page !== '' && page !== site ? `${page} — ${site}` : site;
  const description = String(collection['description'] ?? website['siteDescription'] ?? '');
  const url = String(item['fullUrl'] ?? collection['fullUrl'] ?? '/');
  const origin = String(context['base-url'] ?? '');
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description === '' ? '' : `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(origin + url)}">`,
    `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">`,
    ISLAND_ASSETS_MARKER,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The `squarespace` object (§9.1): page id, body classes (tweak classes first, then collection,
 * type, layout, `homepage`, view), cart classes and the rendered main content.
 */
export function squarespaceObject(
  theme: ThemePackage,
  context: Context,
  layoutId: string,
  mainContent: string,
  tweakValues: TweakValues,
): Json {
  const collection = record(context['collection']);
  const item = context['item'] ? record(context['item']) : null;
  const id = String(collection['id'] ?? '');
  const classes = [
    ...tweakClasses(theme.tweaks, tweakValues),
    id === '' ? '' : `collection-${id}`,
    `collection-type-${String(collection['typeName'] ?? 'page')}`,
    `collection-layout-${layoutId}`,
    collection['fullUrl'] === '/' ? 'homepage' : '',
    item ? 'view-item' : 'view-list',
  ].filter((c) => c !== '');
  return {
    'main-content': mainContent,
    'page-id': item ? `item-${String(item['id'] ?? '')}` : `collection-${id}`,
    'page-classes': classes.join(' '),
    'cart-classes': 'sqs-custom-cart',
    'page-title': String(item?.['title'] ?? collection['title'] ?? ''),
  };
}
