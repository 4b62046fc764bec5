import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Crème Brûlée — Summer 2024!', 'creme-brulee-summer-2024'],
    ['  Hello,   World  ', 'hello-world'],
    ['Foo_bar', 'foo-bar'],
    ['日本語', ''],
    ['---', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('only ever yields lower-case letters, digits and inner dashes', () => {
    fc.assert(fc.property(fc.string(), (title) => /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(slugify(title))));
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('Shop', ['blog'], 'store')).toBe('shop');
  });

  it('appends -1, -2 on collision', () => {
    expect(uniqueSlug('Shop', ['shop'], 'store')).toBe('shop-1');
    expect(uniqueSlug('Shop', ['shop', 'shop-1'], 'store')).toBe('shop-2');
    expect(uniqueSlug('Shop', ['SHOP', 'shop-2'], 'store')).toBe('shop-1');
  });

  it('uses the fallback when the generated slug is shorter than 3 characters', () => {
    expect(uniqueSlug('Hi', [], 'store')).toBe('store');
    expect(uniqueSlug('日本', ['store'], 'Store')).toBe('store-1');
    expect(uniqueSlug('abc', [], 'store')).toBe('abc');
  });

  it('never returns a taken slug', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.constantFrom<string>('store', 'store-1', 'shop', 'shop-1', 'a-b-c')),
        (title, taken) => {
          return !taken.includes(uniqueSlug(title, taken, 'store'));
        },
      ),
    );
  });
});
