import {
  compareMoney,
  fromPrice,
  hasVariedPrices,
  isSoldOut,
  moneyToDecimalJson,
  variantPrice,
  type Money,
  type PriceFacts,
  type StockFacts,
} from '@tessera/core';
import type { AggregateOffer, AggregateRating, Offer, Product } from 'schema-dts';
import { htmlToText } from '../search/document-text.js';
import { absolute, num, obj, str, type Obj } from './context-view.js';

const amount = (money: Money) => moneyToDecimalJson(money).decimalValue;

/** The offer of a product page, priced and stocked by core's rules, as the page shows them. */
function offerOf(content: Obj, url: string): Offer | AggregateOffer | undefined {
  const facts = content as unknown as PriceFacts & StockFacts;
  const low = fromPrice(facts);
  if (!low) return undefined;
  const availability = isSoldOut(facts) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  if (hasVariedPrices(facts)) {
    // What a buyer pays now for the dearest variant (its sale price while on sale).
    const prices = (facts.variants ?? []).map((v) => variantPrice(v)).filter((m): m is Money => !!m);
    const high = prices.reduce((a, b) => (compareMoney(b, a) > 0 ? b : a), low);
    const variants = prices.length;
    return {
      '@type': 'AggregateOffer',
      lowPrice: amount(low),
      highPrice: amount(high),
      priceCurrency: low.currency,
      offerCount: variants,
      availability,
      url,
    };
  }
  return { '@type': 'Offer', price: amount(low), priceCurrency: low.currency, availability, url };
}

function ratingOf(context: Obj): AggregateRating | undefined {
  const reviews = obj(context['productReviews']);
  const count = num(reviews?.['count']);
  const average = num(reviews?.['average']);
  if (!count || average === undefined) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: average,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

function imagesOf(item: Obj, base: string): string[] {
  const listed = Array.isArray(item['images']) ? item['images'] : [item['mainImage']];
  return listed.map((image) => absolute(base, obj(image)?.['assetUrl'])).filter((u): u is string => !!u);
}

/** A product page's Product: offers, price, currency and availability, and the reviews' rating. */
export function productOf(context: Obj, item: Obj, base: string, url: string): Product | undefined {
  const content = obj(item['structuredContent']);
  const name = str(item['title']);
  if (!content || !name) return undefined;
  const offers = offerOf(content, url);
  const rating = ratingOf(context);
  if (!offers && !rating) return undefined;
  const description = str(htmlToText(str(item['excerpt']) ?? str(item['body']) ?? ''));
  const images = imagesOf(item, base);
  const variants = Array.isArray(content['variants']) ? content['variants'] : [];
  const sku = variants.length === 1 ? str(obj(variants[0])?.['sku']) : undefined;
  return {
    '@type': 'Product',
    name,
    url,
    ...(description && { description: description.slice(0, 5000) }),
    ...(images.length > 0 && { image: images }),
    ...(sku && { sku }),
    ...(offers && { offers }),
    ...(rating && { aggregateRating: rating }),
  };
}
