import { UNTRACKED_PAGE_TYPES } from '@tessera/core';
import { visitorScriptUrl, type ViteManifest } from '@tessera/storefront/ssr';
import { escapeHtml } from '../html.js';
import type { TemplateContext } from './page-context.js';

type Json = Record<string, unknown>;

function objectAt(context: TemplateContext, key: string): Json | undefined {
  const value = context[key];
  return typeof value === 'object' && value !== null ? (value as Json) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** `<` inside JSON in a script element could close it: escape it as JSON allows. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The visitor script and its page facts for a public page (analytics, error reporter, performance
 * collector): only from the context, so the page stays the same for every visitor. Pages whose
 * type is never tracked (not found, lock screen, access denied, search) get the script only for
 * access denied, whose tracking event it sends.
 */
export function censusTags(
  manifest: ViteManifest | undefined,
  base: string,
  context: TemplateContext,
  template: string,
  themeName: string,
): string {
  const src = manifest && visitorScriptUrl(manifest, base);
  if (!src) return '';
  const pageType = context.pageType;
  if (UNTRACKED_PAGE_TYPES.has(pageType) && pageType !== 106) return '';
  if (context['preview'] === true) return '';
  const website = objectAt(context, 'website') ?? {};
  const item = objectAt(context, 'item');
  const collection = objectAt(context, 'collection');
  const settings = objectAt(context, 'websiteSettings');
  const cookiePolicy = (settings?.['cookiePolicy'] ?? {}) as Json;
  const config = {
    websiteId: text(website['id']) ?? '',
    templateId: themeName,
    locale: text(website['language']),
    pageType,
    template,
    itemId: text(item?.['id']),
    collectionId: text(collection?.['id']),
    recordType: num(item?.['recordType']),
    isProduct: item !== undefined && (num(item['productType']) !== null || num(item['recordType']) === 11),
    storeCountry: text(website['storeCountry']),
    consentRequired: cookiePolicy['restrictive'] === true,
  };
  return [
    `<script type="application/json" id="ts-census">${scriptJson(config)}</script>`,
    `<script type="module" src="${escapeHtml(src)}"></script>`,
  ].join('\n');
}
