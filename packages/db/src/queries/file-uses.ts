import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from './executor.js';

/** Where a file is used: a page (its blocks or draft), a collection item, a product, or the header. */
export interface FileUse {
  kind: 'page' | 'item' | 'product' | 'header';
  /** The page's collection id, the item's or product's id; null for the header. */
  id: string | null;
  /** The collection the item or product belongs to (null for pages and the header). */
  collectionId: string | null;
  title: string;
  /** What refers to the file there, e.g. 'Image block', 'Draft', 'Main image', 'Product image'. */
  via: string;
}

/** Most places listed for one file: the where-used panel names the first ones and counts the rest. */
export const MAX_FILE_USES = 100;

/** Whether a JSON value holds `fileId` as one of its strings (at any depth). */
export function mentionsFile(value: unknown, fileId: string, depth = 0): boolean {
  if (depth > 16) return false;
  if (typeof value === 'string') return value === fileId;
  if (Array.isArray(value)) return value.some((v) => mentionsFile(v, fileId, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((v) => mentionsFile(v, fileId, depth + 1));
  return false;
}

const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

/** The JSON column's text contains the quoted id (a cheap filter; each candidate is re-checked). */
function jsonMentions(column: string, fileId: string): RawBuilder<SqlBool> {
  const pattern = `%"${fileId.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`;
  return sql<SqlBool>`cast(${sql.ref(column)} as text) like ${pattern} escape '\\'`;
}

/**
 * Every place of a website that refers to a file: blocks of published layouts and drafts (by
 * any string in their settings equal to the id, e.g. an image block's `fileId` or a gallery's
 * `fileIds`), items' main images, products' images and download, variants' images, and the header
 * logo. Ordered pages first, then items, products and the header; at most `MAX_FILE_USES` places.
 */
export async function findFileUses(db: Executor, websiteId: string, fileId: string): Promise<FileUse[]> {
  const [blocks, drafts, items, products, variants, header] = await Promise.all([
    db
      .selectFrom('blocks as b')
      .innerJoin('page_layouts as l', (j) =>
        j.onRef('l.id', '=', 'b.layout_id').onRef('l.website_id', '=', 'b.website_id'),
      )
      .select(['l.owner_kind', 'l.owner_id', 'b.config'])
      .where('b.website_id', '=', websiteId)
      .where(jsonMentions('b.config', fileId))
      .limit(MAX_FILE_USES * 4)
      .execute(),
    db
      .selectFrom('page_layouts')
      .select(['owner_kind', 'owner_id', 'draft_blocks'])
      .where('website_id', '=', websiteId)
      .where('draft_blocks', 'is not', null)
      .where(jsonMentions('draft_blocks', fileId))
      .limit(MAX_FILE_USES)
      .execute(),
    db
      .selectFrom('items')
      .select(['id', 'collection_id', 'title'])
      .where('website_id', '=', websiteId)
      .where('main_image_id', '=', fileId)
      .orderBy('title')
      .limit(MAX_FILE_USES)
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
      )
      .select(['p.item_id', 'p.collection_id', 'i.title', 'p.images', 'p.digital_file_id'])
      .where('p.website_id', '=', websiteId)
      .where((eb) => eb.or([eb('p.digital_file_id', '=', fileId), jsonMentions('p.images', fileId)]))
      .limit(MAX_FILE_USES)
      .execute(),
    db
      .selectFrom('product_variants as v')
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'v.product_id').onRef('i.website_id', '=', 'v.website_id'),
      )
      .select(['v.product_id', 'i.collection_id', 'i.title'])
      .where('v.website_id', '=', websiteId)
      .where('v.main_image_id', '=', fileId)
      .limit(MAX_FILE_USES)
      .execute(),
    db
      .selectFrom('header_footer')
      .select('header')
      .where('website_id', '=', websiteId)
      .where(jsonMentions('header', fileId))
      .executeTakeFirst(),
  ]);

  const layoutUses = [
    ...blocks
      .filter((b) => mentionsFile(parsed(b.config), fileId))
      .map((b) => ({ kind: b.owner_kind, ownerId: b.owner_id, via: 'Block' })),
    ...drafts
      .filter((d) => mentionsFile(parsed(d.draft_blocks), fileId))
      .map((d) => ({ kind: d.owner_kind, ownerId: d.owner_id, via: 'Draft' })),
  ];
  const collectionIds = [...new Set(layoutUses.filter((u) => u.kind === 'collection').map((u) => u.ownerId))];
  const itemIds = [...new Set(layoutUses.filter((u) => u.kind === 'item').map((u) => u.ownerId))];
  const [collections, layoutItems] = await Promise.all([
    collectionIds.length === 0
      ? []
      : db
          .selectFrom('collections')
          .select(['id', 'title'])
          .where('website_id', '=', websiteId)
          .where('id', 'in', collectionIds)
          .execute(),
    itemIds.length === 0
      ? []
      : db
          .selectFrom('items')
          .select(['id', 'collection_id', 'title'])
          .where('website_id', '=', websiteId)
          .where('id', 'in', itemIds)
          .execute(),
  ]);

  const uses: FileUse[] = [];
  const seen = new Set<string>();
  const add = (use: FileUse) => {
    const key = `${use.kind}:${use.id ?? ''}:${use.via}`;
    if (seen.has(key)) return;
    seen.add(key);
    uses.push(use);
  };
  const byCollection = new Map(collections.map((c) => [c.id, c]));
  const byItem = new Map(layoutItems.map((i) => [i.id, i]));
  for (const use of layoutUses) {
    const via = use.via === 'Draft' ? 'Draft' : 'Published page';
    const page = use.kind === 'collection' ? byCollection.get(use.ownerId) : undefined;
    if (page) add({ kind: 'page', id: page.id, collectionId: null, title: page.title, via });
    const item = use.kind === 'item' ? byItem.get(use.ownerId) : undefined;
    if (item) add({ kind: 'item', id: item.id, collectionId: item.collection_id, title: item.title, via });
  }
  for (const item of items)
    add({
      kind: 'item',
      id: item.id,
      collectionId: item.collection_id,
      title: item.title,
      via: 'Main image',
    });
  for (const p of products) {
    const base = { kind: 'product' as const, id: p.item_id, collectionId: p.collection_id, title: p.title };
    if (mentionsFile(parsed(p.images), fileId)) add({ ...base, via: 'Product image' });
    if (p.digital_file_id === fileId) add({ ...base, via: 'Download' });
  }
  for (const v of variants)
    add({
      kind: 'product',
      id: v.product_id,
      collectionId: v.collection_id,
      title: v.title,
      via: 'Variant image',
    });
  if (header && mentionsFile(parsed(header.header), fileId))
    add({ kind: 'header', id: null, collectionId: null, title: 'Site header', via: 'Logo' });
  const order = { page: 0, item: 1, product: 2, header: 3 } as const;
  return uses.sort((a, b) => order[a.kind] - order[b.kind]).slice(0, MAX_FILE_USES);
}
