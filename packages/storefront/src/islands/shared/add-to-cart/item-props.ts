/**
 * Island props from a product's item JSON (the template context's `item`): the server's island
 * formatters and the quick view (which reads a product page's `?format=json`) build them alike.
 */
import {
  PRODUCT_TYPES,
  soldOutText,
  type Form,
  type MerchandisingContext,
  type ProductContent,
  type ProductLabelStrings,
  type StoreSettings,
} from '@tessera/core';
import type { AddToCartProps } from './add-to-cart-form.js';
import type { ProductImage } from './gallery-image.js';

type Json = Record<string, unknown>;

/** The product-list-button island's props, built here from item JSON like the add-to-cart's. */
export interface ProductListButtonProps {
  readonly itemId: string;
  readonly productName: string;
  readonly product: ProductContent;
  readonly crumb: string;
  /** Show the variant dropdowns in the grid (otherwise a product with options flashes 'Select Option'). */
  readonly showVariants?: boolean;
  readonly labels?: ProductLabelStrings;
}

const LABEL_KEYS = [
  'productAddToCartText',
  'productSubscribeText',
  'productQuantityInputLabel',
  'productQuickViewText',
  'productVariantSelectText',
  'giftCardVariantSelectText',
] as const;

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** The label overrides an island needs, from the page's `localizedStrings`. */
export function labelsOf(localized: unknown): ProductLabelStrings {
  const strings = object(localized);
  const labels: Record<string, string> = {};
  for (const key of LABEL_KEYS) if (typeof strings[key] === 'string') labels[key] = strings[key];
  return labels;
}

/** `structuredContent` trimmed to what the islands read (variant images stay out of the props). */
export function productContentOf(item: Json): ProductContent | undefined {
  const content = object(item['structuredContent']);
  if (typeof content['productType'] !== 'number') return undefined;
  const variants = Array.isArray(content['variants']) ? content['variants'].map(object) : [];
  const { mainImage: _image, additionalFieldsForm: _form, ...rest } = content;
  return {
    ...(rest as unknown as ProductContent),
    // The legacy cents stay: core's `hasVariedPrices` compares them (reference §10.3).
    variants: variants.map(({ mainImage: _m, mainImageId: _id, ...v }) => v) as never,
  };
}

/** Each variant's main image by sku (the item JSON's `mainImage`), for the gallery switch. */
export function variantImages(item: Json): Record<string, ProductImage> {
  const images: Record<string, ProductImage> = {};
  const variants = object(item['structuredContent'])['variants'];
  for (const v of Array.isArray(variants) ? variants.map(object) : []) {
    const image = object(v['mainImage']);
    if (
      typeof v['sku'] === 'string' &&
      typeof image['id'] === 'string' &&
      typeof image['assetUrl'] === 'string'
    ) {
      images[v['sku']] = {
        id: image['id'],
        url: `${image['assetUrl']}?format=1000w`,
        alt: String(image['altText'] ?? ''),
      };
    }
  }
  return images;
}

/** What the island formatters read from the page context besides the product itself. */
export interface PageInputs {
  localizedStrings: unknown;
  storeSettings: unknown;
  merchandising: unknown;
}

/** Products whose button simply adds to the cart (not a gift card, not a subscription). */
function hasPlainAdd(product: ProductContent): boolean {
  return product.isSubscribable !== true && product.productType !== PRODUCT_TYPES.GIFT_CARD;
}

/** How a theme asked for the add-to-cart island (formatter arguments `radio` and `express`). */
export interface AddToCartOptions {
  radio: boolean;
  /** Express checkout: add, then go straight to checkout (not for gift cards or subscriptions). */
  express: boolean;
}

/**
 * Props of the product page's add-to-cart island from the item JSON. The crumb stays empty: the
 * HTML is the same for every visitor (cacheable); the island sends the crumb cookie as a header.
 */
export function addToCartProps(
  item: Json,
  page: PageInputs,
  options: AddToCartOptions,
): AddToCartProps | undefined {
  const product = productContentOf(item);
  if (!product || typeof item['id'] !== 'string') return undefined;
  const localized = object(page.localizedStrings);
  const merchandising = object(page.merchandising)[item['id']] as MerchandisingContext | undefined;
  const store = object(page.storeSettings);
  const form = object(item['structuredContent'])['additionalFieldsForm'];
  return {
    itemId: item['id'],
    productName: String(item['title'] ?? ''),
    product,
    crumb: '',
    // Gift cards and subscriptions have their own flows (each already ends at checkout).
    ...(options.express && hasPlainAdd(product) && { mode: 'express-checkout' as const }),
    variantDisplay: options.radio ? 'radio' : 'dropdown',
    labels: labelsOf(localized),
    storeSettings: {
      multipleQuantityAllowedForServices: store['multipleQuantityAllowedForServices'] !== false,
    } satisfies StoreSettings,
    additionalFieldsForm: (form as Form | null | undefined) ?? null,
    variantImages: variantImages(item),
    soldOutText: soldOutText(merchandising, localized['productSoldOutText'] as string | undefined),
  };
}

export function productListButtonProps(item: Json, page: PageInputs): ProductListButtonProps | undefined {
  const product = productContentOf(item);
  if (!product || typeof item['id'] !== 'string') return undefined;
  return {
    itemId: item['id'],
    productName: String(item['title'] ?? ''),
    product,
    crumb: '',
    labels: labelsOf(page.localizedStrings),
  };
}
