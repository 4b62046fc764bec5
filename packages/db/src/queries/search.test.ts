import { COLLECTION_TYPES } from '@tessera/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { RECORD_TYPES } from '../schema.js';
import { eachDialect } from '../testing.js';
import { createCollection } from './collections.js';
import type { Executor } from './executor.js';
import { createItem, deleteItem, updateItem } from './items.js';
import { listUnindexedItems, putSearchDocuments, searchPublicItems, searchTerms } from './search.js';
import { createWebsite } from './websites.js';

const NOW = Date.now();

async function site(db: Executor) {
  const website = await createWebsite(db, { slug: `s${newId()}`, title: 'Search' });
  const blog = await createCollection(db, website.id, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'blog',
    title: 'Blog',
  });
  return { websiteId: website.id, blogId: blog.id };
}

async function post(
  db: Executor,
  websiteId: string,
  collectionId: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  return createItem(db, websiteId, {
    collectionId,
    recordType: RECORD_TYPES.text,
    title,
    urlId: newId(),
    publishState: 'published',
    ...extra,
  });
}

/** Indexes with the item's title and excerpt as its text, as the server would with the body. */
async function index(db: Executor, websiteId: string) {
  const pending = await listUnindexedItems(db, websiteId);
  await putSearchDocuments(
    db,
    websiteId,
    pending.map((i) => ({ itemId: i.id, title: i.title, body: i.excerpt })),
  );
  return pending.length;
}

const search = (db: Executor, websiteId: string, q: string, page = 1) =>
  searchPublicItems(db, websiteId, searchTerms(q), { page, pageSize: 10, now: NOW });

it('splits queries into at most 8 lower-case words of letters and digits', () => {
  expect(searchTerms('Blue  MUG, "stoneware" OR -x*')).toEqual(['blue', 'mug', 'stoneware', 'or', 'x']);
  expect(searchTerms('Crème brûlée 2024')).toEqual(['crème', 'brûlée', '2024']);
  expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  fc.assert(fc.property(fc.string(), (q) => searchTerms(q).every((t) => /^[\p{L}\p{N}]{1,50}$/u.test(t))));
});

eachDialect('full-text search', (getDb) => {
  it('finds items by words of the title and text, by prefix, all words required, titles first', async () => {
    const { db } = getDb();
    const { websiteId, blogId } = await site(db);
    await post(db, websiteId, blogId, 'Firing the kiln', { excerpt: 'Notes on stoneware glazes' });
    await post(db, websiteId, blogId, 'Studio news', { excerpt: 'We fired the kiln twice this week' });
    await post(db, websiteId, blogId, 'Glaze recipes', { excerpt: 'Celadon and tenmoku' });
    expect(await index(db, websiteId)).toBe(3);
    const kiln = await search(db, websiteId, 'kiln');
    expect(kiln.total).toBe(2);
    expect(kiln.hits[0]?.item.title).toBe('Firing the kiln');
    expect((await search(db, websiteId, 'glaz')).hits.map((h) => h.item.title).sort()).toEqual([
      'Firing the kiln',
      'Glaze recipes',
    ]);
    expect((await search(db, websiteId, 'kiln celadon')).total).toBe(0);
    expect((await search(db, websiteId, 'STONEWARE')).hits[0]?.text).toContain('stoneware glazes');
    expect(await search(db, websiteId, '"; drop table items; --')).toEqual({ hits: [], total: 0 });
  });

  it('re-indexes an item after any change and forgets deleted items', async () => {
    const { db } = getDb();
    const { websiteId, blogId } = await site(db);
    const item = await post(db, websiteId, blogId, 'Porcelain');
    await index(db, websiteId);
    expect((await search(db, websiteId, 'porcelain')).total).toBe(1);
    await updateItem(db, websiteId, item.id, { title: 'Earthenware' });
    expect((await listUnindexedItems(db, websiteId)).map((i) => i.id)).toEqual([item.id]);
    expect((await search(db, websiteId, 'porcelain')).total).toBe(0);
    await index(db, websiteId);
    expect((await search(db, websiteId, 'earthenware')).total).toBe(1);
    await deleteItem(db, websiteId, item.id);
    expect((await search(db, websiteId, 'earthenware')).total).toBe(0);
    const left = await sql<{
      n: number;
    }>`select count(*) as n from search_documents where item_id = ${item.id}`.execute(db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('shows only public items of public collections, and pages through results', async () => {
    const { db } = getDb();
    const { websiteId, blogId } = await site(db);
    const locked = await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'locked',
      title: 'Locked',
      pagePermission: 'password',
    });
    await post(db, websiteId, blogId, 'Teapot one');
    await post(db, websiteId, blogId, 'Teapot draft', { publishState: 'draft' });
    await post(db, websiteId, blogId, 'Teapot later', { publishState: 'scheduled', publishOn: NOW + 60_000 });
    await post(db, websiteId, locked.id, 'Teapot locked');
    for (let i = 0; i < 11; i += 1) await post(db, websiteId, blogId, `Teapot extra ${i}`);
    await index(db, websiteId);
    const first = await search(db, websiteId, 'teapot');
    expect(first.total).toBe(12);
    expect(first.hits).toHaveLength(10);
    const second = await search(db, websiteId, 'teapot', 2);
    expect(second.hits).toHaveLength(2);
    const titles = [...first.hits, ...second.hits].map((h) => h.item.title);
    expect(titles).not.toContain('Teapot draft');
    expect(titles).not.toContain('Teapot later');
    expect(titles).not.toContain('Teapot locked');
  });

  it('never finds another website’s items', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    await post(db, b.websiteId, b.blogId, 'Secret celadon');
    await index(db, b.websiteId);
    await index(db, a.websiteId);
    expect((await search(db, a.websiteId, 'celadon')).total).toBe(0);
    expect((await search(db, b.websiteId, 'celadon')).total).toBe(1);
  });
});
