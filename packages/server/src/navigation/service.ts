import { isDeepStrictEqual } from 'node:util';
import { ok } from '@tessera/core';
import {
  existingCollectionIds,
  getNavigation,
  inTransaction,
  listCollections,
  listNavigationNames,
  replaceNavigation,
  type Executor,
  type NavigationNode,
} from '@tessera/db';
import { invalid, fail, type Outcome } from '../admin-api/outcome.js';
import { siteChanged } from '../admin-api/site-changes.js';
import type { ServiceContext } from '../context.js';
import { checkItems } from './check-items.js';
import {
  NAVIGATION_NAMES,
  type NavigationLink,
  type NavigationListDto,
  type SiteLayoutDto,
  type UpdateNavigationBody,
} from './schemas.js';

async function collectionPaths(db: Executor, websiteId: string): Promise<Map<string, string>> {
  const collections = await listCollections(db, websiteId);
  return new Map(collections.map((c) => [c.id, `/${encodeURIComponent(c.url_id)}`]));
}

function toLinks(nodes: readonly NavigationNode[], paths: ReadonlyMap<string, string>): NavigationLink[] {
  return nodes.map((node) => ({
    title: node.title,
    collectionId: node.collectionId,
    externalLink: node.externalLink,
    memberAreaId: node.memberAreaId,
    url: (node.collectionId ? paths.get(node.collectionId) : node.externalLink) ?? null,
    children: toLinks(node.children, paths),
  }));
}

/**
 * Replaces one navigation list (UpdateNavigation). Every collection must be this website's; a
 * save that changes nothing writes nothing, so a retry is harmless.
 */
export async function updateNavigation(
  ctx: ServiceContext,
  body: UpdateNavigationBody,
): Promise<Outcome<NavigationListDto>> {
  const checked = checkItems(body.navigation.items, 'navigation.items');
  const owned = await existingCollectionIds(
    ctx.db,
    ctx.websiteId,
    checked.collectionIds.map((c) => c.id),
  );
  for (const { path, id } of checked.collectionIds)
    if (!owned.has(id)) checked.errors[path] = 'Unknown collection';
  if (Object.keys(checked.errors).length > 0) return invalid(checked.errors);
  const changed = await inTransaction(ctx.db, async (trx) => {
    const current = await getNavigation(trx, ctx.websiteId, body.fieldName);
    const names = await listNavigationNames(trx, ctx.websiteId);
    if (names.includes(body.fieldName) && isDeepStrictEqual(current, checked.nodes)) return false;
    await replaceNavigation(trx, ctx.websiteId, body.fieldName, checked.nodes);
    return true;
  });
  if (changed) siteChanged(ctx.websiteId, 'navigation');
  const paths = await collectionPaths(ctx.db, ctx.websiteId);
  return ok({ fieldName: body.fieldName, items: toLinks(checked.nodes, paths) });
}

/** GetSiteLayout: the main navigation first, then the other lists the website has. */
export async function siteLayout(ctx: ServiceContext): Promise<Outcome<SiteLayoutDto>> {
  const names = await listNavigationNames(ctx.db, ctx.websiteId);
  if (!names.includes('main')) return fail('main-navigation-missing');
  const ordered = [
    ...NAVIGATION_NAMES.filter((n) => names.includes(n)),
    ...names.filter((n) => !(NAVIGATION_NAMES as readonly string[]).includes(n)),
  ];
  const paths = await collectionPaths(ctx.db, ctx.websiteId);
  const layout: SiteLayoutDto = [];
  for (const identifier of ordered) {
    const nodes = await getNavigation(ctx.db, ctx.websiteId, identifier);
    layout.push({ identifier, links: toLinks(nodes, paths) });
  }
  return ok(layout);
}
