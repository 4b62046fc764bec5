import { describe, expect, it } from 'vitest';
import {
  currentPriceField,
  fromPrice,
  hasVariedPrices,
  normalPrice,
  salePrice,
  variantPrice,
} from './prices.js';
import type { MoneyRules } from './prices.js';
import type { Money } from '../money/money.js';
import { compareMoney } from '../money/arithmetic.js';
import { PRODUCT_TYPES } from './product-type.js';
import { money } from '../money/money.js';
import { parseDecimalAmount } from '../money/decimal.js';
import { isCurrencyCode } from '../money/currencies.js';
import { variant } from '../testing/products.js';

const usd = (value: string) => ({ value, currency: 'USD' });
const physical = (...variants: ReturnType<typeof variant>[]) => ({
  productType: PRODUCT_TYPES.PHYSICAL,
  variants,
});

describe('product prices', () => {
  const cheapOnSale = variant(
    'A',
    {},
    { priceMoney: usd('3000'), salePriceMoney: usd('1500'), onSale: true },
  );
  const plain = variant('B', {}, { priceMoney: usd('2000') });
  const dear = variant('C', {}, { priceMoney: usd('5000'), salePriceMoney: usd('4000') });

  it('uses the sale price of a variant only while it is on sale', () => {
    expect(variantPrice(cheapOnSale)).toEqual(money(1500, 'USD'));
    expect(variantPrice(dear)).toEqual(money(5000, 'USD'));
  });

  it('finds the from, normal and sale prices among variants', () => {
    const product = physical(plain, cheapOnSale, dear);
    expect(fromPrice(product)).toEqual(money(1500, 'USD'));
    expect(normalPrice(product)).toEqual(money(5000, 'USD'));
    expect(salePrice(product)).toEqual(money(1500, 'USD'));
    expect(salePrice(physical(plain, dear))).toBeUndefined();
  });

  it('reads digital products from the product itself, the from price ignoring the sale', () => {
    // Reference §8.3: lowest price "digital — structuredContent.priceMoney"; sale price
    // "digital — structuredContent.salePriceMoney".
    const ebook = {
      productType: PRODUCT_TYPES.DIGITAL,
      priceMoney: usd('900'),
      salePriceMoney: usd('500'),
      onSale: true,
    };
    expect(fromPrice(ebook)).toEqual(money(900, 'USD'));
    expect(normalPrice(ebook)).toEqual(money(900, 'USD'));
    expect(salePrice(ebook)).toEqual(money(500, 'USD'));
    const notOnSale = { ...ebook, onSale: false };
    expect(salePrice(notOnSale)).toEqual(money(500, 'USD'));
    expect(hasVariedPrices(ebook)).toBe(false);
  });

  it('gives gift cards no sale price', () => {
    expect(salePrice({ productType: PRODUCT_TYPES.GIFT_CARD, variants: [cheapOnSale] })).toBeUndefined();
  });

  it('gives paywalls and unknown types no price (reference §8.3 "otherwise … zero")', () => {
    for (const productType of [PRODUCT_TYPES.PAYWALL, -1]) {
      const item = { productType, variants: [plain, cheapOnSale, { ...plain, price: 1 }] };
      expect(fromPrice(item)).toBeUndefined();
      expect(normalPrice(item)).toBeUndefined();
      expect(salePrice(item)).toBeUndefined();
      expect(hasVariedPrices(item)).toBe(false);
    }
  });

  it('is undefined without readable prices', () => {
    expect(fromPrice(physical())).toBeUndefined();
    expect(normalPrice({ productType: PRODUCT_TYPES.DIGITAL })).toBeUndefined();
  });

  it('detects varied prices by legacy price, sale flag or legacy sale price (reference §10.3)', () => {
    const cents = { ...plain, price: 2000, salePrice: 0 };
    expect(hasVariedPrices(physical(cents, { ...cents, sku: 'D' }))).toBe(false);
    expect(hasVariedPrices(physical(cents, { ...cents, price: 5000 }))).toBe(true);
    expect(hasVariedPrices(physical(cents, { ...cents, onSale: true, salePrice: 1000 }))).toBe(true);
    const a = { ...cents, onSale: true, salePrice: 1000 };
    expect(hasVariedPrices(physical(a, { ...a, salePrice: 1200 }))).toBe(true);
    expect(hasVariedPrices(physical(a, { ...a }))).toBe(false);
    // Sale prices count only when the first variant is on sale.
    expect(hasVariedPrices(physical(cents, { ...cents, salePrice: 1200 }))).toBe(false);
    // "legacy `price` … (deep equality of those fields)": the money objects play no part.
    expect(hasVariedPrices(physical(cents, { ...cents, priceMoney: usd('9999') }))).toBe(false);
    expect(
      hasVariedPrices(physical({ ...plain, price: undefined } as never, { ...plain, price: null } as never)),
    ).toBe(false);
    expect(hasVariedPrices(physical())).toBe(false);
  });

  it('accepts another money representation through money rules', () => {
    // e.g. `{ value: "12.50" }` decimal text, as some template contexts carry it.
    const decimalReader: MoneyRules<Money>['read'] = (json) => {
      const { value, currency } = (json ?? {}) as { value?: string; currency?: string };
      if (typeof value !== 'string' || typeof currency !== 'string' || !isCurrencyCode(currency))
        return undefined;
      const parsed = parseDecimalAmount(value, currency);
      return parsed.ok ? parsed.value : undefined;
    };
    const product = physical(
      variant('A', {}, { priceMoney: usd('12.50') }),
      variant('B', {}, { priceMoney: usd('9') }),
    );
    expect(fromPrice(product, { read: decimalReader, compare: compareMoney })).toEqual(money(900, 'USD'));
  });
});

describe('currentPriceField', () => {
  const price = { value: '1000', currency: 'USD' };
  const sale = { value: '700', currency: 'USD' };
  it('is the sale price field while the flag is set, else the price field, as the JSON has them', () => {
    expect(currentPriceField({ priceMoney: price, salePriceMoney: sale, onSale: true })).toBe(sale);
    expect(currentPriceField({ priceMoney: price, salePriceMoney: sale, onSale: 1 })).toBe(sale);
    expect(currentPriceField({ priceMoney: price, salePriceMoney: sale, onSale: 0 })).toBe(price);
    expect(currentPriceField({ priceMoney: price })).toBe(price);
  });

  it('counts flags 1 and true as different for varied prices (deep equality)', () => {
    const facts = (a: unknown, b: unknown) => ({
      productType: 1,
      variants: [
        { onSale: a, price: 1000, salePrice: 700 },
        { onSale: b, price: 1000, salePrice: 700 },
      ],
    });
    expect(hasVariedPrices(facts(true, true))).toBe(false);
    expect(hasVariedPrices(facts(1, true))).toBe(true);
  });
});
