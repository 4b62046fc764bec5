import { COLLECTION_TYPES } from '@tessera/core';
import { listCollections, listItems, type Executor } from '@tessera/db';
import { ENGLISH_COMMERCE_STRINGS } from '../render/index.js';
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

/**
 * Every text of the site a visitor reads that can be translated, per kind: pages (title,
 * navigation title, description, SEO title), items and products (title, excerpt, body, SEO title),
 * and the theme's commerce strings.
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
  if (kind === undefined || kind === 'item') {
    const withItems = collections.filter((c) => c.type !== COLLECTION_TYPES.PAGE && !c.is_folder);
    for (const c of withItems) {
      for (const item of await listItems(db, websiteId, c.id, { limit: 1000 })) {
        const label = item.title;
        push(out, { kind: 'item', id: item.id, field: 'title', label, source: item.title });
        push(out, { kind: 'item', id: item.id, field: 'excerpt', label, source: tagless(item.excerpt) });
        push(out, { kind: 'item', id: item.id, field: 'body', label, source: bodyText(item.body) });
      }
    }
  }
  if (kind === undefined || kind === 'theme') {
    for (const [field, source] of Object.entries(ENGLISH_COMMERCE_STRINGS))
      push(out, { kind: 'theme', id: 'strings', field, label: 'Theme strings', source });
  }
  return out;
}
