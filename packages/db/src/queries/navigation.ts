import { newId } from '../ids.js';
import type { NavigationItemRow } from '../schema/content.js';
import { inTransaction, type Executor } from './executor.js';

/** Names of the navigation lists every site has. */
export const NAVIGATION_LISTS = { main: 'main', hidden: '_hidden', memberAreas: '_memberareas' } as const;

export interface NavigationNode {
  title: string | null;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  children: NavigationNode[];
}

export async function ensureNavigationList(db: Executor, websiteId: string, name: string): Promise<string> {
  await db
    .insertInto('navigation_lists')
    .values({ id: newId(), website_id: websiteId, name })
    .onConflict((oc) => oc.columns(['website_id', 'name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('navigation_lists')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

function toTree(rows: NavigationItemRow[]): NavigationNode[] {
  const byParent = new Map<string | null, NavigationItemRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (parentId: string | null): NavigationNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((row) => ({
        title: row.title,
        collectionId: row.collection_id,
        externalLink: row.external_link,
        memberAreaId: row.member_area_id,
        children: build(row.id),
      }));
  return build(null);
}

/** A navigation list as a tree; empty when the list does not exist yet. */
export async function getNavigation(
  db: Executor,
  websiteId: string,
  name: string,
): Promise<NavigationNode[]> {
  const rows = await db
    .selectFrom('navigation_items')
    .innerJoin('navigation_lists', 'navigation_lists.id', 'navigation_items.list_id')
    .selectAll('navigation_items')
    .where('navigation_lists.website_id', '=', websiteId)
    .where('navigation_items.website_id', '=', websiteId)
    .where('navigation_lists.name', '=', name)
    .execute();
  return toTree(rows);
}

/** Replaces a whole navigation list. Collection ids must belong to this website (foreign key). */
export async function replaceNavigation(
  db: Executor,
  websiteId: string,
  name: string,
  nodes: readonly NavigationNode[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const listId = await ensureNavigationList(trx, websiteId, name);
    await trx
      .deleteFrom('navigation_items')
      .where('website_id', '=', websiteId)
      .where('list_id', '=', listId)
      .execute();
    const insert = async (list: readonly NavigationNode[], parentId: string | null): Promise<void> => {
      for (const [position, node] of list.entries()) {
        const id = newId();
        await trx
          .insertInto('navigation_items')
          .values({
            id,
            website_id: websiteId,
            list_id: listId,
            parent_id: parentId,
            position,
            title: node.title,
            collection_id: node.collectionId,
            external_link: node.externalLink,
            member_area_id: node.memberAreaId,
          })
          .execute();
        await insert(node.children, id);
      }
    };
    await insert(nodes, null);
  });
}

/** The names of the navigation lists this website has (whether or not they hold items). */
export async function listNavigationNames(db: Executor, websiteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('navigation_lists')
    .select('name')
    .where('website_id', '=', websiteId)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}
