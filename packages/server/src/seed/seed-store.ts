import { PRODUCT_TYPES } from '@tessera/core';
import {
  createCategory,
  createProduct,
  insertForm,
  setProductCategories,
  type Executor,
  type ProductInput,
} from '@tessera/db';
import { createStore } from '../store/index.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './catalog.js';
import type { SeedScope } from './seed-scope.js';

const TOTE_FORM_FIELDS = [
  {
    id: 'initials',
    type: 'text' as const,
    title: 'Initials',
    description: 'Up to three letters, stitched by hand on the front pocket.',
    placeholder: 'e.g. MJR',
    required: true,
  },
  {
    id: 'thread',
    type: 'select' as const,
    title: 'Thread colour',
    options: ['Natural', 'Rust', 'Navy'],
    required: true,
  },
];

/** The picture ids of a product: one per colour value when it has colour pictures, else one. */
export function productImageKeys(product: DemoProduct): string[] {
  if (!product.variantArt) return [`image:${product.key}`];
  return Object.keys(product.variantArt.colours).map((value) => `image:${product.key}:${value}`);
}

async function additionalFieldsForm(db: Executor, scope: SeedScope, product: DemoProduct): Promise<string> {
  const form = await insertForm(db, scope.websiteId, {
    id: scope.id(`form:${product.key}`),
    kind: 'product',
    name: `${product.title} personalisation`,
    fields: TOTE_FORM_FIELDS,
    submitLabel: 'Add to Cart',
  });
  return form.id;
}

function productInput(scope: SeedScope, shopId: string, product: DemoProduct, index: number): ProductInput {
  const images = productImageKeys(product).map(scope.id);
  const colourImage = (attributes: Record<string, string>) => {
    const value = product.variantArt ? attributes[product.variantArt.option] : undefined;
    return value ? scope.id(`image:${product.key}:${value}`) : (images[0] ?? null);
  };
  return {
    item: {
      id: scope.id(`product:${product.key}`),
      collectionId: shopId,
      title: product.title,
      urlId: product.key,
      body: product.body,
      excerpt: product.excerpt,
      tags: product.tags,
      categories: product.categories.map((c) => DEMO_CATEGORIES[c] ?? c),
      publishState: 'published',
      displayIndex: index,
      mainImageId: images[0] ?? null,
    },
    productType: product.productType,
    variantOptionOrdering: product.options,
    images,
    subscriptionPlan: product.subscriptionPlan ?? null,
    customAddButtonText: product.customAddButtonText ?? null,
    merchandising: product.merchandising ?? {},
    digitalFileId: product.download ? scope.id(`download:${product.key}`) : null,
    variants: product.variants.map((v, i) => ({
      id: scope.id(`variant:${product.key}:${i}`),
      sku: `FF-${product.key.toUpperCase().replace(/-/g, '').slice(0, 10)}-${i + 1}`,
      attributes: v.attributes,
      price: v.price,
      salePrice: v.salePrice ?? 0,
      onSale: v.onSale ?? false,
      currency: scope.currency,
      unlimited:
        v.unlimited ??
        (product.productType === PRODUCT_TYPES.DIGITAL || product.productType === PRODUCT_TYPES.GIFT_CARD),
      qtyInStock: v.qty ?? 0,
      mainImageId: colourImage(v.attributes),
    })),
  };
}

/**
 * The shop: the store collection with its ROOT category (through the store-creation service),
 * one category per department, and the demo products with variants, pictures and forms.
 */
export async function seedStore(db: Executor, scope: SeedScope): Promise<{ shopId: string }> {
  const ctx = { websiteId: scope.websiteId, actor: { kind: 'visitor' as const }, locale: 'en-US', db };
  const store = await createStore(
    ctx,
    { title: 'Shop', urlId: 'shop', description: 'Small-batch linen, stoneware and workshops.' },
    { collectionId: scope.id('collection:shop'), rootCategoryId: scope.id('category:root') },
  );
  const categoryIds = new Map<string, string>();
  for (const [index, [key, name]] of Object.entries(DEMO_CATEGORIES).entries()) {
    const category = await createCategory(db, scope.websiteId, {
      id: scope.id(`category:${key}`),
      collectionId: store.id,
      parentId: store.rootCategoryId,
      displayName: name,
      urlSlug: key,
      displayIndex: index + 2,
    });
    categoryIds.set(key, category.id);
  }
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const input = productInput(scope, store.id, product, index);
    if (product.additionalFields)
      input.additionalFieldsFormId = await additionalFieldsForm(db, scope, product);
    const created = await createProduct(db, scope.websiteId, input);
    const ids = product.categories.flatMap((c) => categoryIds.get(c) ?? []);
    await setProductCategories(db, scope.websiteId, created.item_id, [store.rootCategoryId, ...ids]);
  }
  return { shopId: store.id };
}
