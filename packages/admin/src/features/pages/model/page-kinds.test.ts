import { COLLECTION_TYPES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { Collection } from '../api/pages.js';
import { kindOf } from './page-kinds.js';

const collection = (fields: Partial<Collection>) =>
  ({ id: 'c1', title: 'C', type: 10, isFolder: false, settings: {}, ...fields }) as Collection;

describe('kindOf', () => {
  it('names every kind of page the tree shows, a course as a course', () => {
    expect(kindOf(undefined)).toBe('Link');
    expect(kindOf(collection({ isFolder: true }))).toBe('Folder');
    expect(kindOf(collection({ type: COLLECTION_TYPES.PAGE }))).toBe('Page');
    expect(kindOf(collection({ type: COLLECTION_TYPES.PRODUCTS }))).toBe('Store');
    expect(kindOf(collection({ type: COLLECTION_TYPES.COURSE }))).toBe('Course');
    expect(kindOf(collection({ type: COLLECTION_TYPES.LESSONS }))).toBe('Lessons');
    expect(kindOf(collection({ type: 1, settings: { typeName: 'blog' } }))).toBe('Blog');
    expect(kindOf(collection({ type: 1, settings: { typeName: 'events' } }))).toBe('Events');
    expect(kindOf(collection({ type: 1, settings: { typeName: 'gallery' } }))).toBe('Gallery');
    expect(kindOf(collection({ type: 1 }))).toBe('Collection');
  });
});
