import { COLLECTION_TYPES } from '@tessera/core';
import {
  listCollections,
  listItems,
  listStoreCategories,
  loadProductsOf,
  type Collection,
  type Executor,
  type Item,
  type ProductWithVariants,
} from '@tessera/db';
import {
  ENGLISH_COMMERCE_STRINGS,
  optionNameField,
  optionValueField,
  productOptions,
} from '../render/index.js';
import type { TranslationKind } from './schemas.js';

/** One translatable text of a site, in the default language. */
export interface TranslationSource {
  kind: TranslationKind;
  id: string;
  field: string;
  label: string;
  source: string;
}

const tagless = (html: string) =>
  html
    .replace(/<\/(p|h[1-6]|li|div)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** An item body's text for the translator: its HTML or text blocks without tags. */
function bodyText(body: unknown): string {
  if (typeof body === 'string') return tagless(body);
  if (Array.isArray(body)) return body.map(bodyText).filter(Boolean).join('\n\n');
  if (typeof body === 'object' && body !== null) {
    const o = body as Record<string, unknown>;
    for (const key of ['html', 'text', 'value', 'blocks', 'content'])
      if (o[key] !== undefined) return bodyText(o[key]);
  }
  return '';
}

function push(out: TranslationSource[], s: TranslationSource) {
  if (s.source.trim() !== '') out.push(s);
}

/** The items of every collection that has items, each with its product when it is one. */
async function itemsWithProducts(db: Executor, websiteId: string, collections: readonly Collection[]) {
  const withItems = collections.filter((c) => c.type !== COLLECTION_TYPES.PAGE && !c.is_folder);
  const out: { item: Item; product: ProductWithVariants | undefined }[] = [];
  for (const c of withItems) {
    const items = await listItems(db, websiteId, c.id, { limit: 1000 });
    const products =
      c.type === COLLECTION_TYPES.PRODUCTS
        ? await loadProductsOf(
            db,
            websiteId,
            items.map((i) => i.id),
          )
        : new Map<string, ProductWithVariants>();
    for (const item of items) out.push({ item, product: products.get(item.id) });
  }
  return out;
}

function itemSources(entries: Awaited<ReturnType<typeof itemsWithProducts>>) {
  const out: TranslationSource[] = [];
  for (const { item, product } of entries) {
    const [id, label] = [item.id, item.title];
    push(out, { kind: 'item', id, field: 'title', label, source: item.title });
    push(out, { kind: 'item', id, field: 'excerpt', label, source: tagless(item.excerpt) });
    push(out, { kind: 'item', id, field: 'body', label, source: bodyText(item.body) });
    push(out, { kind: 'item', id, field: 'seoTitle', label, source: product?.seo_title ?? '' });
  }
  return out;
}

/** Each product's variant option names and values (the variants keep them as their attributes). */
function optionSources(entries: Awaited<ReturnType<typeof itemsWithProducts>>) {
  const out: TranslationSource[] = [];
  for (const { item, product } of entries) {
    if (!product || product.variants.length === 0) continue;
    const [id, label] = [item.id, item.title];
    for (const option of productOptions(product.variant_option_ordering, product.variants)) {
      push(out, { kind: 'option', id, field: optionNameField(option.name), label, source: option.name });
      for (const value of option.values)
        push(out, { kind: 'option', id, field: optionValueField(option.name, value), label, source: value });
    }
  }
  return out;
}

/** Each store's categories by their display name (the root category is never shown). */
async function categorySources(db: Executor, websiteId: string, collections: readonly Collection[]) {
  const out: TranslationSource[] = [];
  for (const c of collections.filter((c) => c.type === COLLECTION_TYPES.PRODUCTS)) {
    for (const category of await listStoreCategories(db, websiteId, c.id)) {
      const label = `${c.title}: ${category.displayName}`;
      const source = category.displayName;
      push(out, { kind: 'category', id: category.id, field: 'displayName', label, source });
    }
  }
  return out;
}

/**
 * Every text of the site a visitor reads that can be translated, per kind: pages (title,
 * navigation title, description, SEO title), items and products (title, excerpt, body, a
 * product's SEO title), products' variant option names and values, store categories (display
 * name) and the theme's commerce strings.
 */
export async function translationSources(
  db: Executor,
  websiteId: string,
  kind?: TranslationKind,
): Promise<TranslationSource[]> {
  const out: TranslationSource[] = [];
  const collections = kind === 'theme' ? [] : await listCollections(db, websiteId);
  if (kind === undefined || kind === 'page') {
    for (const c of collections) {
      const label = c.title;
      const seoTitle = typeof c.settings['seoTitle'] === 'string' ? c.settings['seoTitle'] : '';
      push(out, { kind: 'page', id: c.id, field: 'title', label, source: c.title });
      push(out, { kind: 'page', id: c.id, field: 'navigationTitle', label, source: c.navigation_title });
      push(out, { kind: 'page', id: c.id, field: 'description', label, source: c.description });
      push(out, { kind: 'page', id: c.id, field: 'seoTitle', label, source: seoTitle });
    }
  }
  if (kind === undefined || kind === 'item' || kind === 'option') {
    const entries = await itemsWithProducts(db, websiteId, collections);
    if (kind !== 'option') out.push(...itemSources(entries));
    if (kind !== 'item') out.push(...optionSources(entries));
  }
  if (kind === undefined || kind === 'category')
    out.push(...(await categorySources(db, websiteId, collections)));
  if (kind === undefined || kind === 'theme') {
    for (const [field, source] of Object.entries(ENGLISH_COMMERCE_STRINGS))
      push(out, { kind: 'theme', id: 'strings', field, label: 'Theme strings', source });
  }
  return out;
}
