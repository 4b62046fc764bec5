import { describe, expect, it } from 'vitest';
import { bodyOf, coverHistory, documentOf, formErrors, setBackground, setButton } from './cover-document.js';

const SPLASH = {
  page: { id: 'p1', updatedAt: 4 },
  coverPage: {
    title: 'Soon',
    description: '',
    backgroundImageFileId: 'f1',
    backgroundImageUrl: '/files/f1/a.jpg',
    backgroundAltText: 'A kiln',
    buttons: [{ label: 'Shop', url: '/shop' }],
    layout: 'center' as const,
  },
} as Parameters<typeof documentOf>[0];

describe('the cover-page document', () => {
  it('always has three button slots, and sends only the filled ones with where they came from', () => {
    const doc = documentOf(SPLASH);
    expect(doc.buttons).toEqual([
      { label: 'Shop', url: '/shop' },
      { label: '', url: '' },
      { label: '', url: '' },
    ]);
    const third = coverHistory.perform(
      coverHistory.startHistory(doc),
      setButton(doc, 2, 'label', 'Write', 'Third button label'),
    ).doc;
    const { body, slots } = bodyOf(third, 4);
    expect(body.buttons).toEqual([
      { label: 'Shop', url: '/shop' },
      { label: 'Write', url: '' },
    ]);
    expect(slots).toEqual([0, 2]);
    expect(formErrors({ 'buttons.1.url': 'Bad', title: 'Empty' }, slots)).toEqual({
      'buttons.2.url': 'Bad',
      title: 'Empty',
    });
  });

  it('removes the background, its address and alt text in one change that Undo takes back', () => {
    const doc = documentOf(SPLASH);
    let history = coverHistory.perform(coverHistory.startHistory(doc), setBackground(doc, null));
    expect(history.doc).toMatchObject({
      backgroundImageFileId: null,
      backgroundImageUrl: null,
      backgroundAltText: '',
    });
    expect(bodyOf(history.doc, 4).body).toMatchObject({ backgroundImageFileId: null, backgroundAltText: '' });
    history = coverHistory.undo(history);
    expect(history.doc).toEqual(doc);
  });
});
