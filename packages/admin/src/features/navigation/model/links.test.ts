import { describe, expect, it } from 'vitest';
import type { NavigationLink } from '../api/navigation.js';
import { intoFolder, linkKey, moved, outOfFolder, withChildren, withEntry } from './links.js';

const entry = (title: string, children: NavigationLink[] = []): NavigationLink => ({
  title,
  collectionId: title.toLowerCase(),
  externalLink: null,
  memberAreaId: null,
  url: `/${title.toLowerCase()}`,
  children,
});
const titles = (links: readonly NavigationLink[]) => links.map((l) => l.title);

describe('navigation list changes', () => {
  const main = [entry('Home'), entry('Shop'), entry('Info', [entry('About'), entry('FAQ')])];

  it('moves an entry to another place, and leaves the list alone for an impossible move', () => {
    expect(titles(moved(main, 2, 0))).toEqual(['Info', 'Home', 'Shop']);
    expect(titles(moved(main, 0, 2))).toEqual(['Shop', 'Info', 'Home']);
    expect(titles(moved(main, 0, 9))).toEqual(['Home', 'Shop', 'Info']);
  });

  it("replaces or removes a top-level entry or a folder's page, and reorders a folder", () => {
    expect(titles(withEntry(main, [1], null))).toEqual(['Home', 'Info']);
    expect(
      titles(withEntry(main, [2, 0], { ...entry('About'), title: 'Our story' })[2]?.children ?? []),
    ).toEqual(['Our story', 'FAQ']);
    expect(titles(withChildren(main, 2, moved(main[2]?.children ?? [], 1, 0))[2]?.children ?? [])).toEqual([
      'FAQ',
      'About',
    ]);
    expect(titles(main[2]?.children ?? [])).toEqual(['About', 'FAQ']);
  });

  it('moves a page into a folder (at its end) and out of it (right after it)', () => {
    const inside = intoFolder(main, 1, 2);
    expect(titles(inside)).toEqual(['Home', 'Info']);
    expect(titles(inside[1]?.children ?? [])).toEqual(['About', 'FAQ', 'Shop']);
    const outside = outOfFolder(inside, 1, 0);
    expect(titles(outside)).toEqual(['Home', 'Info', 'About']);
    expect(titles(outside[1]?.children ?? [])).toEqual(['FAQ', 'Shop']);
    expect(intoFolder(main, 2, 2)).toEqual(main);
  });

  it('keys pages by their id and links by their place', () => {
    expect(linkKey(entry('Shop'), 4)).toBe('c:shop');
    expect(linkKey({ ...entry('X'), collectionId: null, externalLink: 'https://x.example' }, 4, '2')).toBe(
      'x:2:4',
    );
  });
});
