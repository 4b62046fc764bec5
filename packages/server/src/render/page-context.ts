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

export interface PageContextContribution {
  /** The page type it applies to, or '*' for every page. */
  pageType: PageType | '*';
  /** The top-level context key it fills, e.g. 'cart'. */
  key: string;
  load: PageContextLoader;
  /** Classifies a loaded value; without it every value counts as the visitor's own. */
  privacy?: (value: unknown) => ContextPrivacy;
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
]);

/**
 * Describes another area's contribution to the template context of some page type, for the
 * `PAGE_CONTEXTS` table (page-contexts.ts).
 * @example registerPageContext(PAGE_TYPES.CART_V2, 'cart', async ({ ctx, request }) => loadCartSummary(ctx, request))
 */
export function registerPageContext(
  pageType: PageType | '*',
  key: string,
  load: PageContextLoader,
): PageContextContribution {
  if (OWNED_KEYS.has(key)) throw new Error(`The context key '${key}' belongs to the renderer`);
  return Object.freeze({ pageType, key, load });
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
