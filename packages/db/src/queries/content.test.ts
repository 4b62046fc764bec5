import { COLLECTION_TYPES } from '@tessera/core';
import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { FOLDER_BEHAVIORS, RECORD_TYPES } from '../schema.js';
import { eachDialect } from '../testing.js';
import {
  createCollection,
  deleteCollection,
  findCollectionByUrlId,
  listCollections,
  updateCollection,
} from './collections.js';
import { getCommercePreferences, putCommercePreferences } from './commerce-preferences.js';
import {
  deleteFile,
  findFile,
  insertFile,
  listImageVariants,
  putImageVariant,
  updateFileMeta,
} from './files.js';
import { getHeaderFooter, putHeaderFooter } from './header-footer.js';
import { createItem, findItem, findItemByUrlId, listItems, updateItem } from './items.js';
import {
  getMultilingualSettings,
  listLanguages,
  putMultilingualSettings,
  replaceLanguages,
} from './multilingual.js';
import { getNavigation, replaceNavigation } from './navigation.js';
import { createWebsite } from './websites.js';

eachDialect('content queries', (getDb) => {
  const twoSites = async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `a${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `b${newId()}`, title: 'B' });
    return { a: a.id, b: b.id };
  };

  it('keeps folders, ordering and settings of collections per website', async () => {
    const { db } = getDb();
    const { a, b } = await twoSites();
    const folder = await createCollection(db, a, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'about',
      title: 'About',
      isFolder: true,
      folderBehavior: FOLDER_BEHAVIORS.index,
    });
    const child = await createCollection(db, a, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'team',
      title: 'Team',
      parentId: folder.id,
      pagePermission: 'password',
      passwordHash: 'argon2-hash',
      settings: { hero: true },
    });
    expect(child).toMatchObject({
      parent_id: folder.id,
      enabled: true,
      is_folder: false,
      settings: { hero: true },
    });
    expect((await listCollections(db, a, { parentId: null })).map((c) => c.id)).toEqual([folder.id]);
    expect((await listCollections(db, a, { parentId: folder.id })).map((c) => c.id)).toEqual([child.id]);
    expect(await findCollectionByUrlId(db, b, 'team')).toBeUndefined();
    expect(await updateCollection(db, b, child.id, { title: 'Hijacked' })).toBeUndefined();
    expect((await updateCollection(db, a, child.id, { enabled: false }))?.enabled).toBe(false);
    expect(await deleteCollection(db, b, child.id)).toBe(false);
    await expect(
      createCollection(db, b, { type: COLLECTION_TYPES.PAGE, urlId: 'x', title: 'X', parentId: folder.id }),
    ).rejects.toThrow(/foreign key/i);
    expect(await deleteCollection(db, a, child.id)).toBe(true);
  });

  it('stores item content, dates and tags and finds items only on their website', async () => {
    const { db } = getDb();
    const { a, b } = await twoSites();
    const blog = await createCollection(db, a, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'blog',
      title: 'Blog',
    });
    const item = await createItem(db, a, {
      collectionId: blog.id,
      recordType: RECORD_TYPES.event,
      title: 'Launch',
      urlId: 'launch',
      body: { blocks: [{ type: 2, html: '<p>hi</p>' }] },
      location: { addressLine1: '1 Main St', mapLat: 40.7, mapLng: -74 },
      startDate: 1_700_000_000_000,
      endDate: 1_700_003_600_000,
      tags: ['news', 'events'],
      publishState: 'scheduled',
      publishOn: 1_800_000_000_000,
    });
    expect(item).toMatchObject({
      tags: ['news', 'events'],
      location: { mapLat: 40.7 },
      publish_state: 'scheduled',
    });
    expect((await findItemByUrlId(db, a, blog.id, 'launch'))?.id).toBe(item.id);
    expect(await findItem(db, b, item.id)).toBeUndefined();
    expect(await listItems(db, a, blog.id, { publishState: 'published' })).toEqual([]);
    await updateItem(db, a, item.id, { publishState: 'published' });
    expect((await listItems(db, a, blog.id, { publishState: 'published' })).map((i) => i.id)).toEqual([
      item.id,
    ]);
    await expect(
      createItem(db, b, { collectionId: blog.id, recordType: RECORD_TYPES.text, title: 'x', urlId: 'x' }),
    ).rejects.toThrow(/foreign key/i);
  });

  it('round-trips navigation trees and refuses another website’s collection', async () => {
    const { db } = getDb();
    const { a, b } = await twoSites();
    const shop = await createCollection(db, a, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    const tree = [
      {
        title: 'Shop',
        collectionId: shop.id,
        externalLink: null,
        memberAreaId: null,
        children: [
          {
            title: 'Docs',
            collectionId: null,
            externalLink: 'https://example.com',
            memberAreaId: null,
            children: [],
          },
        ],
      },
      { title: null, collectionId: null, externalLink: null, memberAreaId: 'members-1', children: [] },
    ];
    await replaceNavigation(db, a, 'main', tree);
    expect(await getNavigation(db, a, 'main')).toEqual(tree);
    expect(await getNavigation(db, b, 'main')).toEqual([]);
    await expect(replaceNavigation(db, b, 'main', tree)).rejects.toThrow(/foreign key/i);
    expect(await getNavigation(db, b, 'main')).toEqual([]);
  });

  it('upserts header/footer, commerce preferences and multilingual settings', async () => {
    const { db } = getDb();
    const { a, b } = await twoSites();
    expect(await getHeaderFooter(db, a)).toEqual({ header: {}, footer: {} });
    await putHeaderFooter(db, a, { header: { logo: 'x' }, footer: { text: 'f' } });
    await putHeaderFooter(db, a, { header: { logo: 'y' }, footer: { text: 'g' } });
    expect(await getHeaderFooter(db, a)).toEqual({ header: { logo: 'y' }, footer: { text: 'g' } });
    expect(await getHeaderFooter(db, b)).toEqual({ header: {}, footer: {} });
    await putCommercePreferences(db, a, 'checkout', { tipping: true });
    await putCommercePreferences(db, a, 'checkout', { tipping: false });
    expect(await getCommercePreferences(db, a, 'checkout')).toEqual({ tipping: false });
    expect(await getCommercePreferences(db, b, 'checkout')).toBeUndefined();
    await putMultilingualSettings(db, a, { enabled: true });
    expect(await getMultilingualSettings(db, a)).toEqual({ enabled: true });
    expect(await getMultilingualSettings(db, b)).toEqual({});
    const langs = await replaceLanguages(db, a, [
      { code: 'en-US', isDefault: true },
      { code: 'x-klingon', customCode: 'tlh' },
    ]);
    expect(langs.map((l) => [l.code, l.custom_code, l.is_default, l.enabled])).toEqual([
      ['en-US', null, true, true],
      ['x-klingon', 'tlh', false, true],
    ]);
    expect(await listLanguages(db, b)).toEqual([]);
  });

  it('keeps files and their image variants per website', async () => {
    const { db } = getDb();
    const { a, b } = await twoSites();
    const file = await insertFile(db, a, {
      filename: 'mug.jpg',
      contentType: 'image/jpeg',
      byteSize: 2048,
      storageKey: 'k/mug.jpg',
      originalWidth: 3000,
      originalHeight: 2000,
    });
    await putImageVariant(db, a, file.id, { width: 500, storageKey: 'k/mug-500.jpg', byteSize: 300 });
    await putImageVariant(db, a, file.id, { width: 500, storageKey: 'k/mug-500b.jpg', byteSize: 310 });
    expect(await listImageVariants(db, a, file.id)).toMatchObject([
      { width: 500, storage_key: 'k/mug-500b.jpg' },
    ]);
    await expect(
      putImageVariant(db, a, file.id, { width: 640 as 500, storageKey: 'k', byteSize: 1 }),
    ).rejects.toThrow(/width_enum/);
    expect(await findFile(db, b, file.id)).toBeUndefined();
    expect(await updateFileMeta(db, b, file.id, { altText: 'x' })).toBeUndefined();
    expect((await updateFileMeta(db, a, file.id, { altText: 'A mug', focalX: 0.25 }))?.alt_text).toBe(
      'A mug',
    );
    await expect(updateFileMeta(db, a, file.id, { focalX: 1.5 })).rejects.toThrow(/focal_range/);
    expect(await deleteFile(db, b, file.id)).toBe(false);
    expect(await deleteFile(db, a, file.id)).toBe(true);
    expect(await listImageVariants(db, a, file.id)).toEqual([]);
  });
});
