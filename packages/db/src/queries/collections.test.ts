import { COLLECTION_TYPES } from '@tessera/core';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { RECORD_TYPES } from '../schema.js';
import { eachDialect } from '../testing.js';
import {
  countChildCollections,
  createCollection,
  existingCollectionIds,
  listCollectionUrlIds,
} from './collections.js';
import { countFiles, insertFile, listFiles, listImageVariantsOf, putImageVariant } from './files.js';
import { countItems, createItem, listItemsByIds, listItemUrlIds } from './items.js';
import {
  deleteItemLayoutsOfCollection,
  deleteLayoutsOf,
  ensureLayout,
  findLayout,
  listLayoutsOf,
} from './layouts.js';
import { listNavigationNames, replaceNavigation } from './navigation.js';
import { countWebsites, createWebsite } from './websites.js';

eachDialect('content queries for owners', (getDb) => {
  it('lists url ids, checks ownership of ids and counts a folder’s pages', async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `c${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `c${newId()}`, title: 'B' });
    const folder = await createCollection(db, a.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'info',
      title: 'Info',
      isFolder: true,
    });
    const chosen = newId();
    const page = await createCollection(db, a.id, {
      id: chosen,
      type: COLLECTION_TYPES.PAGE,
      urlId: 'about',
      title: 'About',
      parentId: folder.id,
    });
    const theirs = await createCollection(db, b.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'about',
      title: 'About',
    });
    expect(page.id).toBe(chosen);
    expect((await listCollectionUrlIds(db, a.id)).sort()).toEqual(['about', 'info']);
    expect(await existingCollectionIds(db, a.id, [page.id, theirs.id, 'nope'])).toEqual(new Set([page.id]));
    expect(await existingCollectionIds(db, a.id, [])).toEqual(new Set());
    expect(await countChildCollections(db, a.id, folder.id)).toBe(1);
    expect(await countWebsites(db)).toBeGreaterThanOrEqual(2);
  });

  it('counts and finds items by filter and ids, scoped to the website', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `c${newId()}`, title: 'S' });
    const blog = await createCollection(db, site.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'blog',
      title: 'Blog',
    });
    const post = await createItem(db, site.id, {
      collectionId: blog.id,
      recordType: RECORD_TYPES.text,
      title: 'P',
      urlId: 'p',
      publishState: 'published',
    });
    await createItem(db, site.id, {
      collectionId: blog.id,
      recordType: RECORD_TYPES.event,
      title: 'E',
      urlId: 'e',
    });
    expect(await countItems(db, site.id, blog.id)).toBe(2);
    expect(await countItems(db, site.id, blog.id, { recordType: RECORD_TYPES.event })).toBe(1);
    expect(await countItems(db, site.id, blog.id, { publishState: 'published' })).toBe(1);
    expect((await listItemUrlIds(db, site.id, blog.id)).sort()).toEqual(['e', 'p']);
    expect((await listItemsByIds(db, site.id, [post.id, 'missing'])).map((i) => i.id)).toEqual([post.id]);
    const other = await createWebsite(db, { slug: `c${newId()}`, title: 'O' });
    expect(await listItemsByIds(db, other.id, [post.id])).toEqual([]);
  });

  it('finds, lists and removes layouts of an owner and of a collection’s items', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `c${newId()}`, title: 'L' });
    const blog = await createCollection(db, site.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'blog',
      title: 'Blog',
    });
    const item = await createItem(db, site.id, {
      collectionId: blog.id,
      recordType: RECORD_TYPES.text,
      title: 'I',
      urlId: 'i',
    });
    const main = await ensureLayout(db, site.id, { ownerKind: 'collection', ownerId: blog.id });
    await ensureLayout(db, site.id, { ownerKind: 'collection', ownerId: blog.id, name: 'sidebar' });
    const itemLayout = await ensureLayout(db, site.id, { ownerKind: 'item', ownerId: item.id });
    expect((await findLayout(db, site.id, main))?.owner_id).toBe(blog.id);
    expect((await listLayoutsOf(db, site.id, 'collection', blog.id)).map((l) => l.name)).toEqual([
      'main',
      'sidebar',
    ]);
    await deleteItemLayoutsOfCollection(db, site.id, blog.id);
    expect(await findLayout(db, site.id, itemLayout)).toBeUndefined();
    await deleteLayoutsOf(db, site.id, 'collection', blog.id);
    expect(await listLayoutsOf(db, site.id, 'collection', blog.id)).toEqual([]);
  });

  it('names the navigation lists a website has, and lists files by kind with their variants', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `c${newId()}`, title: 'N' });
    await replaceNavigation(db, site.id, 'main', []);
    await replaceNavigation(db, site.id, '_hidden', []);
    expect(await listNavigationNames(db, site.id)).toEqual(['_hidden', 'main']);
    const image = await insertFile(db, site.id, {
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      byteSize: 1,
      storageKey: 'files/a',
      focalX: 0.2,
      focalY: 0.8,
    });
    await insertFile(db, site.id, {
      filename: 'b.pdf',
      contentType: 'application/pdf',
      byteSize: 1,
      storageKey: 'files/b',
    });
    await putImageVariant(db, site.id, image.id, {
      width: 100,
      storageKey: 'files/a/100w.webp',
      byteSize: 1,
    });
    expect([image.focal_x, image.focal_y]).toEqual([0.2, 0.8]);
    expect((await listFiles(db, site.id, 10, 0, 'image')).map((f) => f.filename)).toEqual(['a.jpg']);
    expect((await listFiles(db, site.id, 10, 0, 'document')).map((f) => f.filename)).toEqual(['b.pdf']);
    expect(await countFiles(db, site.id)).toBe(2);
    expect((await listImageVariantsOf(db, site.id, [image.id])).get(image.id)?.map((v) => v.width)).toEqual([
      100,
    ]);
  });
});
