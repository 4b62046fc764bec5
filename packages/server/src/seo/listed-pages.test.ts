import { describe, expect, it } from 'vitest';
import type { Collection } from '@tessera/db';
import type { SiteData } from '../render/index.js';
import { listedCollections } from './listed-pages.js';

const NOW = 1_700_000_000_000;

function page(id: string, extra: Partial<Collection> = {}): Collection {
  return {
    id,
    is_folder: false,
    enabled: true,
    publish_state: 'published',
    publish_on: null,
    page_permission: 'public',
    settings: {},
    ...extra,
  } as Collection;
}

function siteOf(collections: Collection[], extra: object = {}): SiteData {
  return { collections, ...extra } as unknown as SiteData;
}

describe('listed pages', () => {
  const pages = [
    page('open'),
    page('noindex', { settings: { noIndex: true } }),
    page('locked', { page_permission: 'password' }),
    page('members', { page_permission: 'members' }),
    page('draft', { publish_state: 'draft' }),
    page('later', { publish_state: 'scheduled', publish_on: NOW + 1 }),
    page('due', { publish_state: 'scheduled', publish_on: NOW }),
    page('off', { enabled: false }),
    page('folder', { is_folder: true }),
    page('area'),
  ];

  it('lists only live pages open to everyone that the owner did not mark noindex', () => {
    expect(listedCollections(siteOf(pages), NOW).map((c) => c.id)).toEqual(['open', 'due', 'area']);
  });

  it('leaves out pages a member area protects, and everything of a site behind its lock screen', () => {
    const inArea = siteOf(pages, { memberCollections: new Set(['area']) });
    expect(listedCollections(inArea, NOW).map((c) => c.id)).toEqual(['open', 'due']);
    expect(listedCollections(siteOf(pages, { lockHash: '$argon2id$…' }), NOW)).toEqual([]);
  });
});
