import { fromPrice, hasVariedPrices, normalPrice, salePrice, formatMoney } from '@tessera/core';
import type { Money, ProductContent } from '@tessera/core';
import type { AddToCartProps } from '../shared/add-to-cart/add-to-cart-form.js';
import { addToCartProps, productContentOf } from '../shared/add-to-cart/item-props.js';
import type { ProductImage } from '../shared/add-to-cart/gallery-image.js';

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** The price as the product page's `product-price` shows it: from-price, sale and original, or one price. */
export type QuickViewPrice =
  | { kind: 'from'; text: string }
  | { kind: 'sale'; sale: string; original: string }
  | { kind: 'single'; text: string };

export interface QuickViewProduct {
  readonly title: string;
  readonly image: ProductImage | undefined;
  readonly price: QuickViewPrice | undefined;
  /** The excerpt as plain text (the dialog never injects the page's HTML). */
  readonly excerpt: string;
  readonly addToCart: AddToCartProps;
}

function priceOf(product: ProductContent, locale: string | undefined): QuickViewPrice | undefined {
  const text = (money: Money | undefined) => (money ? formatMoney(money, { locale }) : undefined);
  if (hasVariedPrices(product)) {
    const from = text(fromPrice(product));
    return from ? { kind: 'from', text: `from ${from}` } : undefined;
  }
  const normal = text(normalPrice(product));
  const sale = product.onSale ? text(salePrice(product)) : undefined;
  if (sale && normal) return { kind: 'sale', sale, original: normal };
  return normal ? { kind: 'single', text: normal } : undefined;
}

function imageOf(item: Json): ProductImage | undefined {
  const main = object(item['mainImage']);
  const url = main['assetUrl'] ?? item['assetUrl'];
  if (typeof url !== 'string' || url === '') return undefined;
  const id = typeof main['id'] === 'string' ? main['id'] : String(item['mainImageId'] ?? '');
  return { id, url: `${url}?format=750w`, alt: String(main['altText'] ?? '') };
}

function plainText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What the quick view shows, from a product page's template context (`?format=json`): the same
 * add-to-cart props the page's own island gets, the main image, the price and the excerpt.
 * `undefined` when the page is not a product's.
 */
export function quickViewProduct(context: unknown): QuickViewProduct | undefined {
  const page = object(context);
  const item = object(page['item']);
  const product = productContentOf(item);
  const addToCart =
    product &&
    addToCartProps(
      item,
      {
        localizedStrings: page['localizedStrings'],
        storeSettings: object(page['websiteSettings'])['storeSettings'],
        merchandising: page['productMerchandisingContext'],
      },
      { radio: false, express: false },
    );
  if (!product || !addToCart) return undefined;
  const locale = object(page['website'])['language'];
  return {
    title: String(item['title'] ?? ''),
    image: imageOf(item),
    price: priceOf(product, typeof locale === 'string' && locale !== '' ? locale : undefined),
    excerpt: plainText(item['excerpt']),
    addToCart,
  };
}
