import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCategory,
  createCollection,
  createItem,
  createProduct,
  createRootCategory,
  ensureLayout,
  insertFile,
  newId,
  putImageVariant,
  RECORD_TYPES,
  replaceBlocks,
  replaceNavigation,
  setProductCategories,
  type Executor,
} from '@tessera/db';
import { hashPassword } from '../../auth/index.js';

export const LOCK_PASSWORD = 'open sesame';

/** Ids and addresses of a small site with every kind of public page, for render tests and the benchmark. */
export interface RenderSite {
  homeId: string;
  shopId: string;
  blogId: string;
  lockedId: string;
  membersId: string;
  mugId: string;
  imageId: string;
}

async function image(db: Executor, websiteId: string, name: string): Promise<string> {
  const file = await insertFile(db, websiteId, {
    filename: `${name}.jpg`,
    contentType: 'image/jpeg',
    byteSize: 1000,
    storageKey: `files/${newId()}`,
    altText: '',
    originalWidth: 1600,
    originalHeight: 1200,
  });
  for (const width of [100, 300, 500, 750, 1000, 1500] as const) {
    await putImageVariant(db, websiteId, file.id, { width, storageKey: `v/${newId()}`, byteSize: 100 });
  }
  return file.id;
}

async function seedShop(db: Executor, websiteId: string, imageId: string) {
  const shop = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const root = await createRootCategory(db, websiteId, shop.id, 'Shop');
  const mugs = await createCategory(db, websiteId, {
    collectionId: shop.id,
    parentId: root.id,
    displayName: 'Mugs',
    urlSlug: 'mugs',
  });
  const mug = await createProduct(db, websiteId, {
    item: {
      collectionId: shop.id,
      title: 'Blue Mug',
      urlId: 'blue-mug',
      publishState: 'published',
      body: { html: '<p>A sturdy <strong>stoneware</strong> mug.</p><script>alert(1)</script>' },
    },
    productType: PRODUCT_TYPES.PHYSICAL,
    images: [imageId],
    variantOptionOrdering: ['Size'],
    merchandising: { customSoldOutText: 'All gone' },
    variants: [
      { sku: `MUG-S-${newId()}`, price: 1500, currency: 'USD', qtyInStock: 3, attributes: { Size: 'Small' } },
      {
        sku: `MUG-L-${newId()}`,
        price: 1800,
        salePrice: 1200,
        onSale: true,
        currency: 'USD',
        qtyInStock: 5,
        attributes: { Size: 'Large' },
      },
    ],
  });
  await setProductCategories(db, websiteId, mug.item_id, [mugs.id]);
  await createProduct(db, websiteId, {
    item: {
      collectionId: shop.id,
      title: 'Field Guide PDF',
      urlId: 'field-guide',
      publishState: 'published',
      body: '<p>A guide to birds.</p>',
    },
    productType: PRODUCT_TYPES.DIGITAL,
    variants: [{ sku: `PDF-${newId()}`, price: 900, currency: 'USD', unlimited: true }],
  });
  await createProduct(db, websiteId, {
    item: { collectionId: shop.id, title: 'Hidden Draft Lamp', urlId: 'draft-lamp', publishState: 'draft' },
    productType: PRODUCT_TYPES.PHYSICAL,
    variants: [{ sku: `LAMP-${newId()}`, price: 5000, currency: 'USD', qtyInStock: 1 }],
  });
  return { shopId: shop.id, mugId: mug.item_id };
}

async function seedBlog(db: Executor, websiteId: string) {
  const blog = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'journal',
    title: 'Journal',
  });
  const post = (urlId: string, title: string, extra: Record<string, unknown> = {}) =>
    createItem(db, websiteId, {
      collectionId: blog.id,
      recordType: RECORD_TYPES.text,
      title,
      urlId,
      ...extra,
    });
  await post('hello-world', 'Hello World', {
    publishState: 'published',
    body: { markdown: 'Kiln *firing* notes.' },
  });
  await post('unfinished', 'Unfinished Draft', { publishState: 'draft', body: 'draft text' });
  await post('tomorrow', 'Tomorrow Post', { publishState: 'scheduled', publishOn: Date.now() + 86_400_000 });
  await createItem(db, websiteId, {
    collectionId: blog.id,
    recordType: RECORD_TYPES.event,
    title: 'Open Studio',
    urlId: 'open-studio',
    publishState: 'published',
    startDate: Date.UTC(2030, 4, 1, 17),
    endDate: Date.UTC(2030, 4, 1, 20),
    location: { addressLine1: '1 Clay St', addressCountry: 'US' },
  });
  return blog.id;
}

async function seedClosed(db: Executor, websiteId: string) {
  const locked = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'private-notes',
    title: 'Private Notes',
    pagePermission: 'password',
    passwordHash: await hashPassword(LOCK_PASSWORD),
  });
  await createItem(db, websiteId, {
    collectionId: locked.id,
    recordType: RECORD_TYPES.text,
    title: 'Locked Recipe',
    urlId: 'recipe',
    publishState: 'published',
    body: 'glaze recipe',
  });
  const members = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PAGE,
    urlId: 'members',
    title: 'Members',
    pagePermission: 'members',
  });
  return { lockedId: locked.id, membersId: members.id };
}

/**
 * Home page (blocks: text, image, an unknown type 9999, a product summary), a shop with a category,
 * products (physical with two variants and an image, digital, a draft), a journal (post, draft,
 * scheduled post, event), a password-locked collection and a members-only page.
 */
export async function seedRenderSite(db: Executor, websiteId: string): Promise<RenderSite> {
  const imageId = await image(db, websiteId, 'hero');
  const home = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PAGE,
    urlId: 'home',
    title: 'Home',
  });
  const { shopId, mugId } = await seedShop(db, websiteId, imageId);
  const blogId = await seedBlog(db, websiteId);
  const { lockedId, membersId } = await seedClosed(db, websiteId);
  const layout = await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: home.id });
  await replaceBlocks(db, websiteId, layout, [
    { blockType: 2, config: { html: '<h2>Welcome to the studio</h2><img src="x" onerror="alert(1)">' } },
    { blockType: 5, config: { fileId: imageId, width: 800, caption: 'The kiln', priority: 'high' } },
    { blockType: 9999, config: {} },
    { blockType: 55, config: { collectionId: shopId, limit: 4 } },
  ]);
  const link = (title: string, collectionId: string) => ({
    title,
    collectionId,
    externalLink: null,
    memberAreaId: null,
    children: [],
  });
  await replaceNavigation(db, websiteId, 'main', [
    link('Home', home.id),
    link('Shop', shopId),
    link('Journal', blogId),
    link('Notes', lockedId),
  ]);
  return { homeId: home.id, shopId, blogId, lockedId, membersId, mugId, imageId };
}
