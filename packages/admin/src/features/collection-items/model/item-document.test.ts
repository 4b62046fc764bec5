import { describe, expect, it } from 'vitest';
import type { Item } from '../api/items.js';
import { documentOf, itemHistory, patchOf, setField } from './item-document.js';

const NOW = Date.UTC(2031, 0, 1);
const item = {
  id: 'i1',
  collectionId: 'c1',
  recordType: 1,
  title: 'Indigo',
  urlId: 'indigo',
  fullUrl: '/blog/indigo',
  body: '<p>Vat</p>',
  excerpt: '',
  location: null,
  startDate: null,
  endDate: null,
  tags: ['dye'],
  categories: [],
  commentState: 0,
  publishState: 'published',
  publishOn: null,
  authorId: null,
  displayIndex: 0,
  externalLink: null,
  mainImageId: null,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
} satisfies Item;

describe('item editor commands', () => {
  it('sets a field and undoes it, typing into one field being one change', () => {
    const doc = documentOf(item);
    let h = itemHistory.startHistory(doc);
    h = itemHistory.perform(h, setField(h.doc, 'title', 'Indigo V', 'Title', NOW), true);
    h = itemHistory.perform(h, setField(h.doc, 'title', 'Indigo Vat', 'Title', NOW), true);
    expect(h.done).toHaveLength(1);
    expect(h.doc.title).toBe('Indigo Vat');
    h = itemHistory.undo(h);
    expect(h.doc).toEqual(doc);
    h = itemHistory.redo(h);
    expect(h.doc.title).toBe('Indigo Vat');
  });

  it('schedules a published item with a future date, and undoes both at once', () => {
    let h = itemHistory.startHistory(documentOf(item));
    h = itemHistory.perform(h, setField(h.doc, 'publishOn', NOW + 86_400_000, 'Publish date', NOW));
    expect(h.doc).toMatchObject({ publishState: 'scheduled', publishOn: NOW + 86_400_000 });
    h = itemHistory.perform(h, setField(h.doc, 'publishOn', NOW - 1, 'Publish date', NOW));
    expect(h.doc.publishState).toBe('published');
    h = itemHistory.undo(itemHistory.undo(h));
    expect(h.doc).toMatchObject({ publishState: 'published', publishOn: null });
  });

  it('leaves a draft a draft whatever its date', () => {
    const doc = { ...documentOf(item), publishState: 'draft' as const };
    const command = setField(doc, 'publishOn', NOW + 1000, 'Publish date', NOW);
    expect(command.after).toEqual({ publishOn: NOW + 1000 });
  });

  it('saves the fields it shows at its version; events also their dates and place', () => {
    const doc = documentOf(item);
    expect(patchOf(doc, 1, 4)).toMatchObject({
      version: 4,
      title: 'Indigo',
      body: '<p>Vat</p>',
      tags: ['dye'],
    });
    expect(patchOf(doc, 1, 4)).not.toHaveProperty('startDate');
    expect(patchOf(doc, 12, 4)).toHaveProperty('location.addressLine1', '');
  });
});
