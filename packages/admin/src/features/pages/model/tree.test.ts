import { describe, expect, it } from 'vitest';
import type { Collection, SiteLayout } from '../api/pages.js';
import { asNavigationItems, buildTree, changedSections, moveEntry, moveToSection } from './tree.js';

const link = (collectionId: string | null, externalLink: string | null = null, title = collectionId) => ({
  title,
  collectionId,
  externalLink,
  memberAreaId: null,
  url: collectionId ? `/${collectionId}` : externalLink,
  children: [],
});
const page = (id: string, parentId: string | null = null) =>
  ({ id, title: id, navigationTitle: id, fullUrl: `/${id}`, parentId }) as Collection;

const layout: SiteLayout = [
  { identifier: 'main', links: [link('home'), link('about'), link(null, 'https://x.test', 'Shop X')] },
  { identifier: '_hidden', links: [link('draft')] },
];
const collections = ['home', 'about', 'draft', 'loose'].map((id) => page(id)).concat(page('child', 'f'));

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('the page tree', () => {
  it('lists the main navigation, then the hidden list with the pages no list names', () => {
    const tree = buildTree(layout, collections);
    expect(ids(tree.main)).toEqual(['c:home', 'c:about', 'x:main:2']);
    expect(ids(tree._hidden)).toEqual(['c:draft', 'c:loose']);
  });

  it('reorders within a navigation and moves between navigations', () => {
    const tree = buildTree(layout, collections);
    const down = moveEntry(tree, 'c:home', 'c:about');
    expect(down && ids(down.main)).toEqual(['c:about', 'c:home', 'x:main:2']);
    const up = moveEntry(tree, 'x:main:2', 'c:home');
    expect(up && ids(up.main)).toEqual(['x:main:2', 'c:home', 'c:about']);
    const across = moveEntry(tree, 'c:draft', 'c:about');
    expect(across && ids(across.main)).toEqual(['c:home', 'c:draft', 'c:about', 'x:main:2']);
    expect(across && ids(across._hidden)).toEqual(['c:loose']);
    expect(across && changedSections(tree, across)).toEqual(['main', '_hidden']);
    const hidden = moveToSection(tree, 'c:about', '_hidden');
    expect(hidden && ids(hidden._hidden)).toEqual(['c:draft', 'c:loose', 'c:about']);
    expect(moveEntry(tree, 'c:home', 'c:home')).toBeUndefined();
    expect(moveEntry(tree, 'nope', 'main')).toBeUndefined();
  });

  it('saves lists as UpdateNavigation takes them, keeping every link’s menu title', () => {
    const custom = { ...link('about'), title: 'Who we are' };
    const untitled = { ...link('new'), title: null };
    expect(
      asNavigationItems([link('home'), custom, link(null, 'https://x.test', 'Shop X'), untitled]),
    ).toEqual([
      { collectionId: 'home', externalLink: null, title: 'home', children: [] },
      { collectionId: 'about', externalLink: null, title: 'Who we are', children: [] },
      { collectionId: null, externalLink: 'https://x.test', title: 'Shop X', children: [] },
      { collectionId: 'new', externalLink: null, children: [] },
    ]);
  });
});
