import { describe, expect, it } from 'vitest';
import { variantWidths } from './image-variants.js';
import { matchesEtag } from './serve.js';

describe('matchesEtag', () => {
  it('matches a tag in a list, its weak form and *', () => {
    expect(matchesEtag('"a-500w"', '"a-500w"')).toBe(true);
    expect(matchesEtag('"x", "a-500w"', '"a-500w"')).toBe(true);
    expect(matchesEtag('W/"a-500w"', '"a-500w"')).toBe(true);
    expect(matchesEtag('*', '"a-500w"')).toBe(true);
    expect(matchesEtag('"a-300w"', '"a-500w"')).toBe(false);
    expect(matchesEtag(undefined, '"a-500w"')).toBe(false);
  });
});

describe('variantWidths', () => {
  it('lists the spec widths up to the original width, never above it', () => {
    expect(variantWidths(3000)).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(variantWidths(1000)).toEqual([100, 300, 500, 750, 1000]);
    expect(variantWidths(999)).toEqual([100, 300, 500, 750]);
    expect(variantWidths(99)).toEqual([]);
  });
});
