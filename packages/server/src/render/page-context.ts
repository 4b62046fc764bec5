import type { PageType } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';

/** The template context of one page (documented key by key in docs/template-context.md). */
export type TemplateContext = Record<string, unknown> & { pageType: number; pageTypeName: string };

export interface PageContextInput {
  ctx: ServiceContext;
  /** The visitor's request, for cookies such as the cart's; read it, never reply through it. */
  request: FastifyRequest;
  pageType: number;
  /** The context built so far (read-only). */
  context: Readonly<TemplateContext>;
}

/** Loads one area's part of the context; `undefined` leaves the key as it is. */
export type PageContextLoader = (input: PageContextInput) => Promise<unknown>;

/**
 * Whose data a contributed value is, which decides how the page may be cached:
 * - 'shared': the same for every visitor of this address (the page stays public);
 * - 'visitor': the visitor's own (`private, no-cache`: their browser revalidates, no shared cache);
 * - 'flash': a one-time outcome for this visitor, e.g. a form's result (`private, no-store`).
 */
export type ContextPrivacy = 'shared' | 'visitor' | 'flash';

/**
 * What in the request a contribution reads besides the website, which decides when the response
 * cache (response-cache.ts) must render afresh:
 * - 'none': nothing of the visitor (site data, the store's preferences);
 * - 'cookie:<name>': that cookie (a request carrying it bypasses the cache);
 * - 'query:<name>' / 'query': that query parameter / any of them (a request with a query other
 *   than `format=json` bypasses);
 * - 'uncached-page': the visitor's own data on a page type the cache never stores.
 */
export type Varies = 'none' | 'uncached-page' | 'query' | `query:${string}` | `cookie:${string}`;

/** What a contribution declares about itself, next to its loader. */
export interface ContributionTraits {
  /** What it reads from the request (an empty list leaves the response cache off). */
  varies: readonly Varies[];
  /**
   * How public a loaded value is. A value counts as shared only when it has exactly the shape
   * known to be the same for every visitor; without it every value counts as the visitor's own.
   */
  privacy?: (value: unknown) => ContextPrivacy;
}

export interface PageContextContribution extends ContributionTraits {
  /** The page type it applies to, or '*' for every page. */
  pageType: PageType | '*';
  /** The top-level context key it fills, e.g. 'cart'. */
  key: string;
  load: PageContextLoader;
}

/** Whether the value is an object with no keys beyond `allowed` (a new key is treated as private). */
export function hasOnlyKeys(value: unknown, allowed: readonly string[]): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => allowed.includes(key))
  );
}

/** Keys the renderer owns; another area may fill `cart` and its own new keys, nothing else. */
const OWNED_KEYS = new Set([
  'website',
  'websiteSettings',
  'collection',
  'item',
  'items',
  'pagination',
  'navigation',
  'localizedStrings',
  'productMerchandisingContext',
  'featureFlags',
  'base-url',
  'pageType',
  'pageTypeName',
  'headerFooter',
  'blocks',
  'footerBlocks',
  'now',
  'siteLogo',
  'relatedProducts',
  'memberArea',
  'coverPage',
]);

/**
 * Describes another area's contribution to the template context of some page type, for the
 * `PAGE_CONTEXTS` list (page-contexts.ts), with what it reads from the request and how public
 * its values are, declared here in one place.
 * @example registerPageContext(PAGE_TYPES.CART_V2, 'cart', async ({ request }) => cartOf(request), { varies: ['uncached-page'] })
 */
export function registerPageContext(
  pageType: PageType | '*',
  key: string,
  load: PageContextLoader,
  traits: ContributionTraits,
): PageContextContribution {
  if (OWNED_KEYS.has(key)) throw new Error(`The context key '${key}' belongs to the renderer`);
  return Object.freeze({ pageType, key, load, ...traits });
}

const STRICTNESS: Readonly<Record<ContextPrivacy, number>> = { shared: 0, visitor: 1, flash: 2 };

/** The stricter of two privacy levels. */
export function stricter(a: ContextPrivacy, b: ContextPrivacy): ContextPrivacy {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

/**
 * Runs the contributions that apply to the page and writes their results into the context.
 * Returns the strictest privacy of what was written ('shared' when nothing was): contributions
 * may hold the visitor's own data (the cart), and then the page is no longer the same for everyone.
 */
export async function applyPageContexts(
  contributions: readonly PageContextContribution[],
  input: PageContextInput,
  context: TemplateContext,
): Promise<ContextPrivacy> {
  const applicable = contributions.filter((c) => c.pageType === '*' || c.pageType === input.pageType);
  const values = await Promise.all(applicable.map((c) => c.load(input)));
  let privacy: ContextPrivacy = 'shared';
  applicable.forEach((c, index) => {
    const value = values[index];
    if (value === undefined) return;
    context[c.key] = value;
    privacy = stricter(privacy, c.privacy ? c.privacy(value) : 'visitor');
  });
  return privacy;
}
