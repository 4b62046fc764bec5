import { BLOCK_TYPES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, blockKind } from './block-catalogue.js';

describe('the block catalogue', () => {
  it('offers each block type once, never a retired one (server RETIRED_BLOCK_TYPES)', () => {
    const types = BLOCK_CATALOGUE.map((k) => k.blockType);
    expect(new Set(types).size).toBe(types.length);
    expect(types).not.toContain(BLOCK_TYPES.FOURSQUARE);
    expect(types).not.toContain(BLOCK_TYPES.FIVEHUNDREDPIX);
    for (const type of [
      BLOCK_TYPES.PRODUCT,
      BLOCK_TYPES.DONATION,
      BLOCK_TYPES.MEMBER_AREA,
      BLOCK_TYPES.TAGCLOUD,
      BLOCK_TYPES.POSTS_BY_AUTHOR,
      BLOCK_TYPES.POSTS_BY_TAG,
      BLOCK_TYPES.POSTS_BY_CATEGORY,
      BLOCK_TYPES.POSTS_BY_MONTH,
    ]) {
      expect(types).toContain(type);
    }
  });

  it('asks owners for things by name: no setting is a raw id text box', () => {
    for (const kind of BLOCK_CATALOGUE) {
      for (const field of kind.fields) {
        if (/Id$/.test(field.key)) expect(field.kind, `${kind.label}: ${field.key}`).not.toBe('text');
        expect(field.label).not.toMatch(/\bid\b/i);
      }
    }
  });

  it('edits an older version of a block with its current one’s settings', () => {
    const summary = blockKind(BLOCK_TYPES.SUMMARY);
    expect(summary.blockType).toBe(BLOCK_TYPES.SUMMARY);
    expect(summary.label).toBe('Summary');
    expect(summary.fields.map((f) => f.label)).toContain('Collection');
    expect(blockKind(9999).label).toBe('Block');
  });
});
