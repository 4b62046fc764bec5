import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createProduct,
  insertForm,
  newId,
  type Executor,
  type Product,
  type ProductInput,
  type PublishState,
  type VariantInput,
} from '@tessera/db';

/** A store with one product of every kind the cart rules treat differently. */
export interface StoreFixture {
  collectionId: string;
  /** Size × Color, 4 variants: S/Red stock 5, S/Blue stock 0, M/Red unlimited, M/Blue stock 2. */
  shirt: Product;
  /** One variant, stock 3. */
  mug: Product;
  /** Size × Color × Fit, for the three-option message. */
  jacket: Product;
  /** Size only (S, M), unlimited, for the one-option message. */
  socks: Product;
  /** Unlimited, with a form whose 'engraving' answer is required and 'colour' a choice of Red/Blue. */
  pen: Product;
  /** Unlimited, with the gift-note form: every add is a line of its own. */
  card: Product;
  /** Stock 3, with the gift-note form. */
  tag: Product;
  /** The optional gift-note form (fields 'note' and 'colour') of card, tag and box. */
  noteFormId: string;
  /** An address only the owner may see, on the pen's form. */
  ownerEmail: string;
  /** Digital, one variant with no stock count. */
  ebook: Product;
  /** Gift card with three denominations. */
  giftCard: Product;
  /** A subscription (monthly) with one variant, unlimited. */
  box: Product;
  /** A service with stock 10. */
  lesson: Product;
  draft: Product;
  privateItem: Product;
}

const sku = (name: string) => `${name}-${newId().slice(0, 8)}`;

function variants(list: Omit<VariantInput, 'currency' | 'sku'>[], name: string): VariantInput[] {
  return list.map((v, i) => ({ currency: 'USD', sku: sku(`${name}${i}`), ...v }));
}

export async function seedStore(db: Executor, websiteId: string): Promise<StoreFixture> {
  const store = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'shop',
    title: 'Shop',
  });
  const product = (
    title: string,
    input: Omit<ProductInput, 'item'>,
    publishState: PublishState = 'published',
  ) =>
    createProduct(db, websiteId, {
      item: {
        collectionId: store.id,
        title,
        urlId: `${title.toLowerCase().replace(/\W+/g, '-')}-${newId().slice(0, 6)}`,
        publishState,
      },
      ...input,
    });
  const physical = PRODUCT_TYPES.PHYSICAL;
  const ownerEmail = `orders-${newId()}@owner.example`;
  const noteForm = await insertForm(db, websiteId, {
    kind: 'product',
    name: 'Gift note',
    submitLabel: 'Save',
    fields: [
      { id: 'note', title: 'Gift note', type: 'text' },
      { id: 'colour', title: 'Ribbon colour', type: 'text' },
    ],
  });
  const engraving = await insertForm(db, websiteId, {
    kind: 'product',
    name: 'Engraving',
    submitLabel: 'Save',
    notifyEmails: [ownerEmail],
    fields: [
      { id: 'engraving', title: 'Engraving', type: 'text', required: true },
      { id: 'colour', title: 'Colour', type: 'select', options: ['Red', 'Blue'] },
    ],
  });
  const noteFormId = noteForm.id;
  return {
    collectionId: store.id,
    noteFormId,
    ownerEmail,
    shirt: await product('Shirt', {
      productType: physical,
      variantOptionOrdering: ['Size', 'Color'],
      variants: variants(
        [
          { attributes: { Size: 'S', Color: 'Red' }, price: 2000, qtyInStock: 5 },
          { attributes: { Size: 'S', Color: 'Blue' }, price: 2000, qtyInStock: 0 },
          {
            attributes: { Size: 'M', Color: 'Red' },
            price: 2200,
            salePrice: 1800,
            onSale: true,
            unlimited: true,
          },
          { attributes: { Size: 'M', Color: 'Blue' }, price: 2200, qtyInStock: 2 },
        ],
        'SHIRT',
      ),
    }),
    mug: await product('Mug', {
      productType: physical,
      variants: variants([{ price: 1250, qtyInStock: 3 }], 'MUG'),
    }),
    jacket: await product('Jacket', {
      productType: physical,
      variantOptionOrdering: ['Size', 'Color', 'Fit'],
      variants: variants(
        [
          { attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' }, price: 9000, unlimited: true },
          { attributes: { Size: 'M', Color: 'Blue', Fit: 'Loose' }, price: 9000, unlimited: true },
        ],
        'JACKET',
      ),
    }),
    socks: await product('Socks', {
      productType: physical,
      variantOptionOrdering: ['Size'],
      variants: variants(
        [
          { attributes: { Size: 'S' }, price: 500, unlimited: true },
          { attributes: { Size: 'M' }, price: 500, unlimited: true },
        ],
        'SOCKS',
      ),
    }),
    card: await product('Card', {
      productType: physical,
      additionalFieldsFormId: noteFormId,
      variants: variants([{ price: 400, unlimited: true }], 'CARD'),
    }),
    tag: await product('Tag', {
      productType: physical,
      additionalFieldsFormId: noteFormId,
      variants: variants([{ price: 300, qtyInStock: 3 }], 'TAG'),
    }),
    pen: await product('Pen', {
      productType: physical,
      additionalFieldsFormId: engraving.id,
      variants: variants([{ price: 3500, unlimited: true }], 'PEN'),
    }),
    ebook: await product('Ebook', {
      productType: PRODUCT_TYPES.DIGITAL,
      variants: variants([{ price: 900 }], 'EBOOK'),
    }),
    giftCard: await product('Gift Card', {
      productType: PRODUCT_TYPES.GIFT_CARD,
      variantOptionOrdering: ['Amount'],
      variants: variants(
        [
          { attributes: { Amount: '$25' }, price: 2500 },
          { attributes: { Amount: '$50' }, price: 5000 },
          { attributes: { Amount: '$100' }, price: 10000 },
        ],
        'GIFT',
      ),
    }),
    box: await product('Box', {
      productType: physical,
      additionalFieldsFormId: noteFormId,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: variants([{ price: 3000, unlimited: true }], 'BOX'),
    }),
    lesson: await product('Lesson', {
      productType: PRODUCT_TYPES.SERVICE,
      variants: variants([{ price: 5000, qtyInStock: 10 }], 'LESSON'),
    }),
    draft: await product(
      'Draft',
      { productType: physical, variants: variants([{ price: 100, unlimited: true }], 'DRAFT') },
      'draft',
    ),
    privateItem: await product(
      'Private',
      { productType: physical, variants: variants([{ price: 100, unlimited: true }], 'PRIVATE') },
      'private',
    ),
  };
}

/** The SKU of a product's variant with these attributes (or its only variant). */
export function skuOf(product: Product, attributes: Record<string, string> = {}): string {
  const found = product.variants.find((v) =>
    Object.entries(attributes).every(([k, val]) => v.attributes[k] === val),
  );
  if (!found) throw new Error(`No variant ${JSON.stringify(attributes)} of ${product.item.title}`);
  return found.sku;
}
