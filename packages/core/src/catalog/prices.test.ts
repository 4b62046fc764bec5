import { describe, expect, it } from 'vitest';
import { fromPrice, hasVariedPrices, normalPrice, salePrice, variantPrice } from './prices.js';
import type { MoneyReader } from './prices.js';
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

  it('reads digital products from the product itself', () => {
    const ebook = {
      productType: PRODUCT_TYPES.DIGITAL,
      priceMoney: usd('900'),
      salePriceMoney: usd('500'),
      onSale: true,
    };
    expect(fromPrice(ebook)).toEqual(money(500, 'USD'));
    expect(normalPrice(ebook)).toEqual(money(900, 'USD'));
    expect(salePrice(ebook)).toEqual(money(500, 'USD'));
    expect(salePrice({ ...ebook, onSale: false })).toBeUndefined();
    expect(hasVariedPrices(ebook)).toBe(false);
  });

  it('gives gift cards no sale price', () => {
    expect(salePrice({ productType: PRODUCT_TYPES.GIFT_CARD, variants: [cheapOnSale] })).toBeUndefined();
  });

  it('is undefined without readable prices', () => {
    expect(fromPrice(physical())).toBeUndefined();
    expect(normalPrice({ productType: PRODUCT_TYPES.DIGITAL })).toBeUndefined();
  });

  it('detects varied prices by price, sale flag or sale price', () => {
    expect(hasVariedPrices(physical(plain, variant('D', {}, { priceMoney: usd('2000') })))).toBe(false);
    expect(hasVariedPrices(physical(plain, dear))).toBe(true);
    expect(hasVariedPrices(physical(plain, { ...plain, onSale: true, salePriceMoney: usd('1000') }))).toBe(
      true,
    );
    const a = { ...plain, onSale: true, salePriceMoney: usd('1000') };
    expect(hasVariedPrices(physical(a, { ...a, salePriceMoney: usd('1200') }))).toBe(true);
    expect(hasVariedPrices(physical(a, { ...a }))).toBe(false);
    expect(hasVariedPrices(physical())).toBe(false);
  });

  it('accepts another money representation through a reader', () => {
    // e.g. `{ value: "12.50" }` decimal text, as some template contexts carry it.
    const decimalReader: MoneyReader = (json) => {
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
    expect(fromPrice(product, decimalReader)).toEqual(money(900, 'USD'));
  });
});
