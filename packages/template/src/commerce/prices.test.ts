import { describe, expect, it } from 'vitest';
import { legacyAmount } from './legacy-amount.js';
import { highestPrice, lowestPrice, salePrice } from './prices.js';
import { product, variant } from './testing/products.js';

const cents = (money: ReturnType<typeof lowestPrice>) => `${legacyAmount(money)} ${money.currency}`;

describe('product prices (reference §8.3)', () => {
  const shirt = product(1, [
    variant({ price: 2000 }),
    variant({ price: 1500, salePrice: 900, onSale: true }),
    variant({ price: 3000, salePrice: 100 }),
  ]);

  it('lowest price is the cheapest current price (sale price while on sale)', () => {
    expect(cents(lowestPrice(shirt))).toBe('900 USD');
  });

  it('highest price is the largest regular price', () => {
    expect(cents(highestPrice(shirt))).toBe('3000 USD');
  });

  it('sale price is the smallest sale price among variants on sale', () => {
    expect(cents(salePrice(shirt))).toBe('900 USD');
    expect(cents(salePrice(product(1, [variant({ price: 5 })])))).toBe('0 USD');
  });

  it('services and gift cards use variant prices; gift cards have no sale price', () => {
    const card = product(4, [
      variant({ price: 2500, salePrice: 2000, onSale: true }),
      variant({ price: 5000 }),
    ]);
    expect(cents(lowestPrice(card))).toBe('2000 USD');
    expect(cents(highestPrice(card))).toBe('5000 USD');
    expect(cents(salePrice(card))).toBe('0 USD');
    expect(cents(lowestPrice(product(3, [variant({ price: 700 })])))).toBe('700 USD');
  });

  it('digital products carry their own prices', () => {
    const ebook = product(2, [], {
      priceMoney: { value: '1299', currency: 'EUR' },
      salePriceMoney: { value: '999', currency: 'EUR' },
      onSale: true,
    });
    expect(cents(lowestPrice(ebook))).toBe('1299 EUR');
    expect(cents(highestPrice(ebook))).toBe('1299 EUR');
    expect(cents(salePrice(ebook))).toBe('999 EUR');
  });

  it('paywalls (type 5) have no price: "otherwise … the zero money"', () => {
    const paywall = product(5, [variant({ price: 900, salePrice: 500, onSale: true })]);
    expect(cents(lowestPrice(paywall))).toBe('0 USD');
    expect(cents(highestPrice(paywall))).toBe('0 USD');
    expect(cents(salePrice(paywall))).toBe('0 USD');
  });

  it('unknown types, no variants and bad money read as zero USD', () => {
    expect(cents(lowestPrice(product(-1, [variant()])))).toBe('0 USD');
    expect(cents(highestPrice(product(1, [])))).toBe('0 USD');
    expect(cents(lowestPrice({ title: 'not a product' }))).toBe('0 USD');
    const odd = product(1, [{ priceMoney: { value: 'abc' } }]);
    expect(cents(highestPrice(odd))).toBe('0 USD');
  });

  it('legacy amounts are cents of the major amount, also for zero-digit currencies', () => {
    expect(cents(highestPrice(product(1, [variant({ price: 1250, currency: 'JPY' })])))).toBe('125000 JPY');
  });
});
