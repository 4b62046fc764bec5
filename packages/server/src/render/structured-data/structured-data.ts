import { PAGE_TYPES, RECORD_TYPES } from '@tessera/core';
import type { Formatter } from '@tessera/template';
import type { Thing } from 'schema-dts';
import { breadcrumbsOf } from './breadcrumbs.js';
import { obj, str, type Obj } from './context-view.js';
import { blogPostingOf, eventOf } from './entries.js';
import { organizationOf } from './organization.js';
import { productOf } from './product.js';

/** Page types of the pages that get structured data: a collection's page and an item's. */
const CONTENT_PAGE_TYPES: ReadonlySet<unknown> = new Set([
  PAGE_TYPES.MAIN_CONTENT,
  PAGE_TYPES.PAGE,
  PAGE_TYPES.CONTENT_ITEM,
]);

function itemThing(context: Obj, item: Obj, base: string): Thing | undefined {
  const url = `${base}${str(item['fullUrl']) ?? ''}`;
  switch (item['recordType']) {
    case RECORD_TYPES.STORE_ITEM:
      return productOf(context, item, base, url);
    case RECORD_TYPES.EVENT:
      return eventOf(item, base, url);
    case RECORD_TYPES.TEXT:
      return blogPostingOf(item, base, url);
    default:
      return undefined;
  }
}

/**
 * The page's schema.org graph (JSON-LD): the business on the home page, the breadcrumbs of pages
 * below it, and an item's Product, BlogPosting or Event. Empty for other pages.
 */
export function structuredDataOf(context: Obj): Thing[] {
  if (!CONTENT_PAGE_TYPES.has(context['pageType'])) return [];
  const base = str(context['base-url']) ?? '';
  const item = obj(context['item']);
  const isHome = !item && obj(context['collection'])?.['fullUrl'] === '/';
  const graph: (Thing | undefined)[] = [
    isHome ? organizationOf(context, base) : undefined,
    breadcrumbsOf(context, base),
    item ? itemThing(context, item, base) : undefined,
  ];
  return graph.filter((thing): thing is Thing => thing !== undefined);
}

/** JSON that is safe inside a script element: no `</script>`, `<!--` or line separators survive. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `{@|structured-data}` at the top of the page's head: a `<script type="application/ld+json">`
 * with `structuredDataOf` the whole context, or nothing when the page has none.
 */
export const structuredDataFormatter: Formatter = {
  apply(_args, vars) {
    const slot = vars[0];
    if (!slot) return;
    const context = obj(slot.value);
    const graph = context ? structuredDataOf(context) : [];
    slot.value =
      graph.length === 0
        ? ''
        : `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
  },
};
