import type { TemplateContext } from '../page-context.js';
import { translationKey, type TranslationTable } from './page-translations.js';
import { withTranslatedOptions } from './translate-options.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A translated body or excerpt is plain text: paragraphs split on blank lines, never owner HTML. */
export function plainTextHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

const HTML_FIELDS = new Set(['body', 'excerpt']);

/** A copy of an entity's JSON with its translated fields; untranslated fields keep the default text. */
function translated(target: unknown, kind: string, fields: readonly string[], table: TranslationTable) {
  if (!isObject(target) || typeof target['id'] !== 'string') return target;
  const id = target['id'];
  let copy: Json | undefined;
  for (const field of fields) {
    const text = table.get(translationKey(kind, id, field));
    if (text === undefined || text === '') continue;
    copy ??= { ...target };
    copy[field] = HTML_FIELDS.has(field) ? plainTextHtml(text) : text;
  }
  return copy ?? target;
}

const PAGE_FIELDS = ['title', 'navigationTitle', 'description', 'seoTitle'] as const;
const ITEM_FIELDS = ['title', 'excerpt', 'body', 'seoTitle'] as const;
const CATEGORY_FIELDS = ['displayName'] as const;

/** A store's category list (and the active one) under their translated display names. */
function withCategories(collection: unknown, table: TranslationTable): unknown {
  if (!isObject(collection) || !Array.isArray(collection['categories'])) return collection;
  const categories = collection['categories'].map((c: unknown) =>
    translated(c, 'category', CATEGORY_FIELDS, table),
  );
  const active = categories.find((c) => isObject(c) && c['active'] === true) ?? null;
  return { ...collection, categories, activeCategory: active };
}

function navigationIn(nodes: unknown, table: TranslationTable): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((node: unknown) => {
    if (!isObject(node)) return node;
    const copy: Json = { ...node, children: navigationIn(node['children'], table) };
    // A page's entry shows the page's navigation title in the language.
    const id = node['collectionId'];
    const text =
      typeof id === 'string' ? table.get(translationKey('page', id, 'navigationTitle')) : undefined;
    if (text) copy['title'] = text;
    return copy;
  });
}

/**
 * The page in another language: the translations of its collection (and a store's categories),
 * item, listed items (with a product's variant options), navigation and theme strings over the default language's texts. A missing translation shows
 * the default language's text to visitors (the studio marks it for the owner).
 */
export function translateContext(context: TemplateContext, table: TranslationTable): void {
  if (table.size === 0) return;
  if (context['collection'] !== undefined)
    context['collection'] = withCategories(
      translated(context['collection'], 'page', PAGE_FIELDS, table),
      table,
    );
  // An item's texts, and a product's option names and values.
  const itemIn = (entry: unknown) =>
    withTranslatedOptions(translated(entry, 'item', ITEM_FIELDS, table), table);
  if (context['item'] !== undefined) context['item'] = itemIn(context['item']);
  for (const key of ['items', 'relatedProducts']) {
    const list = context[key];
    if (Array.isArray(list)) context[key] = list.map(itemIn);
  }
  const navigation = context['navigation'];
  if (isObject(navigation)) {
    context['navigation'] = Object.fromEntries(
      Object.entries(navigation).map(([name, list]) => [name, navigationIn(list, table)]),
    );
  }
  const strings = context['localizedStrings'];
  if (isObject(strings)) {
    const copy: Json = { ...strings };
    for (const key of Object.keys(strings)) {
      const text = table.get(translationKey('theme', 'strings', key));
      if (text) copy[key] = text;
    }
    context['localizedStrings'] = copy;
  }
}
