import { isDeepStrictEqual } from 'node:util';
import { ok } from '@tessera/core';
import {
  existingCollectionIds,
  existingMemberAreaIds,
  getNavigation,
  inTransaction,
  listNavigationNames,
  replaceNavigation,
  type NavigationNode,
} from '@tessera/db';
import { invalid, fail, type Outcome } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import { checkItems } from './check-items.js';
import {
  entryTitle,
  entryUrl,
  loadLinkTargets,
  withoutDefaultTitles,
  type LinkTargets,
} from '../render/index.js';
import {
  NAVIGATION_NAMES,
  type NavigationLink,
  type NavigationListDto,
  type SiteLayoutDto,
  type UpdateNavigationBody,
} from './schemas.js';

/** Entries as links: each with its title (its own or its page's) and where it goes (home is `/`). */
function toLinks(nodes: readonly NavigationNode[], targets: LinkTargets): NavigationLink[] {
  return nodes.map((node) => ({
    title: entryTitle(node, targets),
    collectionId: node.collectionId,
    externalLink: node.externalLink,
    memberAreaId: node.memberAreaId,
    url: entryUrl(node, targets),
    children: toLinks(node.children, targets),
  }));
}

/**
 * Replaces one navigation list (UpdateNavigation). Every collection must be this website's; a
 * save that changes nothing writes nothing, so a retry — or saving back what GetSiteLayout
 * answered — is harmless. A title equal to the page's navigation title is not stored, so the
 * entry follows the page when it is renamed.
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
  const areas = await existingMemberAreaIds(
    ctx.db,
    ctx.websiteId,
    checked.memberAreaIds.map((a) => a.id),
  );
  for (const { path, id } of checked.memberAreaIds)
    if (!areas.has(id)) checked.errors[path] = 'Unknown member area';
  if (Object.keys(checked.errors).length > 0) return invalid(checked.errors);
  const nodes = withoutDefaultTitles(checked.nodes, await loadLinkTargets(ctx.db, ctx.websiteId));
  const changed = await inTransaction(ctx.db, async (trx) => {
    const current = await getNavigation(trx, ctx.websiteId, body.fieldName);
    const names = await listNavigationNames(trx, ctx.websiteId);
    if (names.includes(body.fieldName) && isDeepStrictEqual(current, nodes)) return false;
    await replaceNavigation(trx, ctx.websiteId, body.fieldName, nodes);
    return true;
  });
  if (changed) siteChanged(ctx.websiteId, 'navigation');
  // Read after the save: saving the main list can change which page is home.
  return ok({
    fieldName: body.fieldName,
    items: toLinks(nodes, await loadLinkTargets(ctx.db, ctx.websiteId)),
  });
}

/** GetSiteLayout: the main navigation first, then the other lists the website has. */
export async function siteLayout(ctx: ServiceContext): Promise<Outcome<SiteLayoutDto>> {
  const names = await listNavigationNames(ctx.db, ctx.websiteId);
  if (!names.includes('main')) return fail('main-navigation-missing');
  const ordered = [
    ...NAVIGATION_NAMES.filter((n) => names.includes(n)),
    ...names.filter((n) => !(NAVIGATION_NAMES as readonly string[]).includes(n)),
  ];
  const targets = await loadLinkTargets(ctx.db, ctx.websiteId);
  const layout: SiteLayoutDto = [];
  for (const identifier of ordered) {
    const nodes = await getNavigation(ctx.db, ctx.websiteId, identifier);
    layout.push({ identifier, links: toLinks(nodes, targets) });
  }
  return ok(layout);
}
