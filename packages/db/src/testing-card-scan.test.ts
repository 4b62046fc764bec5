import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';
import { createWebsite } from './queries/websites.js';
import { eachDialect } from './testing.js';
import { assertNoCardNumbers, cardNumbersIn, findCardNumbers } from './testing-card-scan.js';

describe('cardNumbersIn', () => {
  it.each([
    ['4242 4242 4242 4242', ['4242424242424242']],
    ['card:5555-5555-5555-4444.', ['5555555555554444']],
    ['{"n":"378282246310005"}', ['378282246310005']],
    ['6011111111111117', ['6011111111111117']],
    ['4000000000000002 and 4000 0000 0000 0119', ['4000000000000002', '4000000000000119']],
  ])('finds %s', (text, expected) => {
    expect(cardNumbersIn(text)).toEqual(expected);
  });

  it.each([
    ['a Luhn failure', '4242 4242 4242 4241'],
    ['too short', '424242424242'],
    ['too long', '42424242424242424242'],
    ['touching letters', 'x4242424242424242'],
    ['inside a hex id', 'a4242424242424242b0c1d2e'],
    ['epoch milliseconds', '{"created_at":1763769600000}'],
    ['a UUID', '42424242-4242-4242-4242-424242424242'],
    ['a decimal fraction', '{"responseTime":2.4242424242424242}'],
    ['last four only', 'Visa ending 4242'],
  ])('ignores %s', (_, text) => {
    expect(cardNumbersIn(text)).toEqual([]);
  });

  it('finds none in 20,000 random ids, timestamps and response times', () => {
    const noise = Array.from(
      { length: 20_000 },
      (_, i) => `${newId()} ${Date.now() + i * 7919} ${Math.random() * 10} ${crypto.randomUUID()}`,
    ).join('\n');
    expect(cardNumbersIn(noise)).toEqual([]);
  });
});

eachDialect('card number scan of a test database', (getDb) => {
  it('names the table and column holding a card number, without repeating the number', async () => {
    const { db } = getDb();
    const website = await createWebsite(db, { slug: `s${newId()}`, title: 'Card 4242 4242 4242 4242' });
    try {
      expect(await findCardNumbers(db)).toEqual([{ table: 'websites', column: 'title', masked: '…4242' }]);
      const refusal = assertNoCardNumbers(db, 'this file');
      await expect(refusal).rejects.toThrow(
        'Card numbers were stored by "this file": websites.title (…4242)',
      );
      await expect(refusal).rejects.not.toThrow('4242 4242');
    } finally {
      // eachDialect scans this database again before dropping it: leave it clean.
      await db.deleteFrom('websites').where('id', '=', website.id).execute();
    }
    expect(await findCardNumbers(db)).toEqual([]);
  });
});
