import { accessDecision, COLLECTION_TYPES, isFreePreview, type ProtectedPlace } from '@tessera/core';
import { findPublicItem, type Collection, type Executor, type PublicItem } from '@tessera/db';
import { listFilterOf, type ListFilter } from './context/list-filter.js';
import { collectionUrl } from './context/urls.js';
import type { SiteData } from './site-data.js';

/**
 * The member areas protecting a collection and whether this visitor holds access to one of them;
 * absent on pages no area protects.
 */
export interface Membership {
  areaIds: readonly string[];
  member: boolean;
  /** The free-preview tags those areas chose: an item carrying one is read free. */
  freePreviewTags: readonly string[];
}

/** Looks up a collection's member areas and the visitor's access (members/visitor-gate.ts). */
export type MemberGate = (collection: Collection) => Promise<Membership>;

/** What a public path names, before any context is built. */
export type ResolvedPage =
  | {
      kind: 'collection';
      collection: Collection;
      page: number;
      categorySlug: string | undefined;
      /** A blog-style filter of the list (`?tag=`, `?category=`, `?author=`, `?month=`). */
      filter?: ListFilter | undefined;
      membership?: Membership;
    }
  | { kind: 'item'; collection: Collection; item: PublicItem; membership?: Membership }
  | { kind: 'search'; query: string; page: number }
  | { kind: 'cart' }
  | { kind: 'locked'; collection: Collection }
  | { kind: 'members-only'; collection: Collection; membership: Membership }
  | { kind: 'paywall'; collection: Collection; item: PublicItem; membership: Membership }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export interface ResolveInput {
  db: Executor;
  websiteId: string;
  site: SiteData;
  /** Decoded path segments: [] for '/', ['shop'], ['shop', 'p', 'mug'], ['blog', 'hello']. */
  segments: readonly string[];
  query: Readonly<Record<string, string | undefined>>;
  now: number;
  isUnlocked: (collection: Collection) => boolean;
  /** Member areas; without it, members-only collections refuse everyone (no area to join). */
  members?: MemberGate | undefined;
}

/** Course and lesson collections list their lessons to everyone; each lesson may be a free preview. */
export function isCourse(collection: Collection): boolean {
  return collection.type === COLLECTION_TYPES.COURSE || collection.type === COLLECTION_TYPES.LESSONS;
}

const MAX_PAGE = 10_000;

/** A positive page number from the query, else 1. */
export function pageNumber(value: string | undefined): number {
  const n = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

function firstChild(site: SiteData, folder: Collection): Collection | undefined {
  return site.collections.find((c) => c.parent_id === folder.id && c.enabled && !c.is_folder);
}

/**
 * Whether visitors may see a collection's page now: published, or scheduled and its time has
 * come. Drafts, pages that need review and private pages are the studio's (its preview shows them).
 */
export function isLive(collection: Collection, now: number): boolean {
  if (collection.publish_state === 'published') return true;
  return (
    collection.publish_state === 'scheduled' && collection.publish_on !== null && collection.publish_on <= now
  );
}

/** Collection access: disabled or unpublished ones do not exist; locked ones are closed. */
function access(collection: Collection, input: ResolveInput): ResolvedPage | undefined {
  if (!collection.enabled || !isLive(collection, input.now)) return { kind: 'not-found' };
  if (collection.page_permission === 'password' && !input.isUnlocked(collection)) {
    return { kind: 'locked', collection };
  }
  return undefined;
}

const NO_AREA: Membership = { areaIds: [], member: false, freePreviewTags: [] };

/**
 * The member areas' say (core's `accessDecision`): undefined when nothing protects the collection,
 * else the membership facts and the decision for this place.
 */
async function memberCheck(
  collection: Collection,
  input: ResolveInput,
  placeOf: (membership: Membership) => ProtectedPlace,
): Promise<{ membership: Membership; decision: 'show' | 'access-denied' | 'paywall' } | undefined> {
  const inArea = input.site.memberCollections?.has(collection.id) ?? true;
  if (!inArea && collection.page_permission !== 'members') return undefined;
  const membership = input.members ? await input.members(collection) : NO_AREA;
  if (membership.areaIds.length === 0 && collection.page_permission !== 'members') return undefined;
  const decision = accessDecision(placeOf(membership), {
    areas: membership.areaIds.length,
    member: membership.member,
  });
  return { membership, decision };
}

async function resolveItem(
  input: ResolveInput,
  collection: Collection,
  itemUrlId: string,
): Promise<ResolvedPage> {
  const closed = access(collection, input);
  if (closed) return closed;
  const item = await findPublicItem(input.db, input.websiteId, collection.id, itemUrlId, input.now);
  if (!item) return { kind: 'not-found' };
  const check = await memberCheck(collection, input, (membership) => ({
    kind: isCourse(collection) ? 'lesson' : 'item',
    freePreview: isFreePreview(item.tags, membership.freePreviewTags),
  }));
  if (!check) return { kind: 'item', collection, item };
  const { membership, decision } = check;
  if (decision === 'show') return { kind: 'item', collection, item, membership };
  if (decision === 'paywall') return { kind: 'paywall', collection, item, membership };
  return { kind: 'members-only', collection, membership };
}

async function resolveCollection(
  input: ResolveInput,
  collection: Collection,
  home: boolean,
): Promise<ResolvedPage> {
  if (collection.is_folder) {
    const child = collection.enabled ? firstChild(input.site, collection) : undefined;
    return child ? { kind: 'redirect', location: collectionUrl(child.url_id) } : { kind: 'not-found' };
  }
  if (!home && collection.id === input.site.homeCollectionId && Object.keys(input.query).length === 0) {
    return { kind: 'redirect', location: '/' };
  }
  const closed = access(collection, input);
  if (closed) return closed;
  const check = await memberCheck(collection, input, () => ({
    kind: isCourse(collection) ? 'course' : 'collection',
  }));
  if (check && check.decision !== 'show') {
    return { kind: 'members-only', collection, membership: check.membership };
  }
  const isStore = collection.type === COLLECTION_TYPES.PRODUCTS;
  const category = isStore ? input.query['category'] : undefined;
  // A store's `?category=` is its category slug; other lists filter their items' own fields.
  const filter = isStore || collection.type === COLLECTION_TYPES.PAGE ? undefined : listFilterOf(input.query);
  return {
    kind: 'collection',
    collection,
    page: pageNumber(input.query['page']),
    categorySlug: category && category.length <= 200 ? category : undefined,
    ...(filter && { filter }),
    ...(check && { membership: check.membership }),
  };
}

/**
 * Routes a public path to a page (docs/architecture.md, request flow step 2): home, search, cart,
 * a collection, a product (`/<collection>/p/<item>`) or another item (`/<collection>/<item>`).
 */
export async function resolvePage(input: ResolveInput): Promise<ResolvedPage> {
  const [first, second, third, ...rest] = input.segments;
  if (first === undefined) {
    const home = input.site.homeCollectionId ? input.site.byId.get(input.site.homeCollectionId) : undefined;
    return home ? resolveCollection(input, home, true) : { kind: 'not-found' };
  }
  if (input.segments.length === 1 && first === 'search') {
    return {
      kind: 'search',
      query: (input.query['q'] ?? '').slice(0, 200),
      page: pageNumber(input.query['page']),
    };
  }
  if (input.segments.length === 1 && first === 'cart') return { kind: 'cart' };
  const collection = input.site.byUrlId.get(first);
  if (!collection || rest.length > 0) return { kind: 'not-found' };
  const isStore = collection.type === COLLECTION_TYPES.PRODUCTS;
  if (second === undefined) return resolveCollection(input, collection, false);
  if (isStore && second === 'p' && third !== undefined) return resolveItem(input, collection, third);
  if (!isStore && third === undefined) return resolveItem(input, collection, second);
  return { kind: 'not-found' };
}
