import { sql } from 'kysely';
import { clockOf } from '../clock.js';
import { newId } from '../ids.js';
import type { MemberAreaPricing, MemberAreaRow } from '../schema/members.js';
import type { Executor } from './executor.js';

/** A member area with the ids of the collections (pages) it protects. */
export interface MemberArea extends MemberAreaRow {
  collection_ids: string[];
}

export interface MemberAreaInput {
  name: string;
  pricing: MemberAreaPricing;
  productId: string | null;
  welcomeText: string;
  welcomeEmailSubject: string;
  welcomeEmailBody: string;
  /** Items with this tag are read free (their paywall lifted); null: none. */
  freePreviewTag: string | null;
  collectionIds: readonly string[];
}

async function withCollections(
  db: Executor,
  websiteId: string,
  rows: MemberAreaRow[],
): Promise<MemberArea[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('member_area_collections')
    .select(['member_area_id', 'collection_id'])
    .where('website_id', '=', websiteId)
    .where(
      'member_area_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('collection_id')
    .execute();
  return rows.map((row) => ({
    ...row,
    collection_ids: links.filter((l) => l.member_area_id === row.id).map((l) => l.collection_id),
  }));
}

export async function listMemberAreas(db: Executor, websiteId: string): Promise<MemberArea[]> {
  const rows = await db
    .selectFrom('member_areas')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return withCollections(db, websiteId, rows);
}

export async function findMemberArea(
  db: Executor,
  websiteId: string,
  areaId: string,
): Promise<MemberArea | undefined> {
  const row = await db
    .selectFrom('member_areas')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', areaId)
    .executeTakeFirst();
  return row ? (await withCollections(db, websiteId, [row]))[0] : undefined;
}

/** The member areas that protect a collection (usually none or one). */
export async function memberAreasProtecting(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<MemberAreaRow[]> {
  return db
    .selectFrom('member_area_collections as l')
    .innerJoin('member_areas as a', (j) =>
      j.onRef('a.id', '=', 'l.member_area_id').onRef('a.website_id', '=', 'l.website_id'),
    )
    .selectAll('a')
    .where('l.website_id', '=', websiteId)
    .where('l.collection_id', '=', collectionId)
    .orderBy('a.created_at')
    .execute();
}

/** Every protected collection id of the website (for filtering lists, search and feeds). */
export async function protectedCollectionIds(
  db: Executor,
  websiteId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('member_area_collections')
    .select(['collection_id', 'member_area_id'])
    .where('website_id', '=', websiteId)
    .execute();
  const map = new Map<string, string[]>();
  for (const row of rows)
    map.set(row.collection_id, [...(map.get(row.collection_id) ?? []), row.member_area_id]);
  return map;
}

async function replaceCollections(
  db: Executor,
  websiteId: string,
  areaId: string,
  collectionIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('member_area_collections')
    .where('website_id', '=', websiteId)
    .where('member_area_id', '=', areaId)
    .execute();
  if (collectionIds.length === 0) return;
  await db
    .insertInto('member_area_collections')
    .values(
      [...new Set(collectionIds)].map((id) => ({
        website_id: websiteId,
        member_area_id: areaId,
        collection_id: id,
      })),
    )
    .execute();
}

function columns(input: MemberAreaInput) {
  return {
    name: input.name,
    pricing: input.pricing,
    product_id: input.productId,
    welcome_text: input.welcomeText,
    welcome_email_subject: input.welcomeEmailSubject,
    welcome_email_body: input.welcomeEmailBody,
    free_preview_tag: input.freePreviewTag,
  };
}

/** Creates a member area (call inside a transaction: it writes the area and its collections). */
export async function insertMemberArea(
  db: Executor,
  websiteId: string,
  input: MemberAreaInput,
  id = newId(),
): Promise<MemberArea> {
  const now = clockOf(db).now();
  await db
    .insertInto('member_areas')
    .values({ id, website_id: websiteId, ...columns(input), version: 1, created_at: now, updated_at: now })
    .execute();
  await replaceCollections(db, websiteId, id, input.collectionIds);
  const area = await findMemberArea(db, websiteId, id);
  if (!area) throw new Error('A member area just written is missing');
  return area;
}

/**
 * Changes a member area and raises its version; 'changed' when `expectedVersion` is given and the
 * area has moved on since (of two saves from one version exactly one wins), undefined when missing.
 */
export async function updateMemberArea(
  db: Executor,
  websiteId: string,
  areaId: string,
  input: MemberAreaInput,
  expectedVersion: number | undefined,
): Promise<MemberArea | 'changed' | undefined> {
  let query = db
    .updateTable('member_areas')
    .set({ ...columns(input), version: sql<number>`version + 1`, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', areaId);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const exists = await findMemberArea(db, websiteId, areaId);
    return exists ? 'changed' : undefined;
  }
  await replaceCollections(db, websiteId, areaId, input.collectionIds);
  return findMemberArea(db, websiteId, areaId);
}

export async function deleteMemberArea(db: Executor, websiteId: string, areaId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('member_areas')
    .where('website_id', '=', websiteId)
    .where('id', '=', areaId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The member areas sold by one of these products (an order's items). */
export async function memberAreasSoldBy(
  db: Executor,
  websiteId: string,
  productIds: readonly string[],
): Promise<MemberAreaRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('member_areas')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('product_id', 'in', [...productIds])
    .execute();
}

/** The subset of `ids` that are member areas of this website. */
export async function existingMemberAreaIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_areas')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}
