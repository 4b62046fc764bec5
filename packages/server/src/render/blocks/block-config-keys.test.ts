import { BLOCK_CONFIG_KEYS, BLOCK_TYPES } from '@tessera/core';
import { insertMemberArea, saveDonationSettings, type Block } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { seedSite } from '../../testing/harness.js';
import { SiteDataCache } from '../site-cache.js';
import { seedRenderSite } from '../testing/seed-render-site.js';
import type { BlockLoadContext } from './block-loader.js';
import { BLOCK_LOADERS, RETIRED_BLOCK_TYPES } from './block-registry.js';

type Config = Record<string, unknown>;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The config as a loader sees it, noting the path of every value it reads ('options.design',
 * 'items[].title'); objects, and lists holding objects, are followed further down.
 */
function recording<T extends object>(target: T, reads: Set<string>, path: string): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value: unknown = Reflect.get(obj, prop, receiver);
      if (typeof prop !== 'string') return value;
      const isEntry = Array.isArray(obj) && /^\d+$/.test(prop);
      if (Array.isArray(obj) && !isEntry) return value;
      const at = isEntry ? `${path}[]` : path ? `${path}.${prop}` : prop;
      const followed = Array.isArray(value) ? value.some(isObject) : isObject(value);
      if (followed) return recording(value as object, reads, at);
      reads.add(at);
      return value;
    },
  });
}

/** Paths that hold a value: a list one sample left out is no setting when another's entries are read. */
function leaves(reads: ReadonlySet<string>): string[] {
  const all = [...reads];
  return all
    .filter((path) => !all.some((other) => other.startsWith(`${path}.`) || other.startsWith(`${path}[]`)))
    .sort();
}

// Every setting the studio writes must be one the theme's loader reads (issue 19: Menu and
// Accordion saved `text`, Social links `alignment`, Gallery a top-level `design`, and rendered
// nothing of it). core's BLOCK_CONFIG_KEYS lists what each loader reads; the studio's catalogue
// test checks its fields against it, and this test checks the list against the loaders.
eachDialect('the settings each block loader reads', (getDb) => {
  let ctx: BlockLoadContext;
  let samples: Map<number, Config[]>;
  beforeAll(async () => {
    const db = getDb().db;
    const site = await seedSite(db);
    const render = await seedRenderSite(db, site.website.id);
    await saveDonationSettings(db, site.website.id, { enabled: true, title: 'Give' } as never);
    const area = await insertMemberArea(db, site.website.id, {
      name: 'Dye School',
      welcomeText: '',
      welcomeEmailSubject: '',
      welcomeEmailBody: '',
      freePreviewTag: null,
      collectionIds: [],
      pricing: 'free',
      productId: null,
    });
    ctx = {
      db,
      websiteId: site.website.id,
      site: await new SiteDataCache().get(db, site.website),
      now: Date.now(),
      timeZone: site.website.time_zone,
      merchandising: {},
      microcache: false,
    };
    // Settings that get a loader past its lookups; lists hold one empty entry so their entries' reads show.
    const blog = { collectionId: render.blogId };
    const link = { url: 'https://social.example/dyeworks', service: 'example' };
    samples = new Map<number, Config[]>([
      [BLOCK_TYPES.IMAGE, [{ fileId: render.imageId }]],
      [BLOCK_TYPES.GALLERY, [{ options: {} }]],
      [BLOCK_TYPES.MAP, [{ locations: [{}] }, { location: {} }]],
      [BLOCK_TYPES.SUMMARY, [{ collectionId: render.shopId }]],
      [BLOCK_TYPES.SUMMARY_V2, [{ collectionId: render.shopId }]],
      [BLOCK_TYPES.CALENDAR, [blog]],
      [BLOCK_TYPES.MENU, [{ sections: [{ items: [{}] }] }]],
      [BLOCK_TYPES.ACCORDION, [{ items: [{}] }]],
      [BLOCK_TYPES.SOCIAL_LINKS, [{ links: [link] }]],
      [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS, [{ links: [link] }]],
      [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS_V2, [{ links: [link] }]],
      [BLOCK_TYPES.PRODUCT, [{ productId: render.mugId }]],
      [BLOCK_TYPES.TAGCLOUD, [blog]],
      [BLOCK_TYPES.POSTS_BY_AUTHOR, [blog]],
      [BLOCK_TYPES.POSTS_BY_TAG, [blog]],
      [BLOCK_TYPES.POSTS_BY_CATEGORY, [blog]],
      [BLOCK_TYPES.POSTS_BY_MONTH, [blog]],
      [BLOCK_TYPES.MEMBER_AREA, [{ memberAreaId: area.id }]],
    ]);
  });

  it('lists every block type the theme renders, and no retired one', () => {
    expect([...BLOCK_CONFIG_KEYS.keys()].sort()).toEqual([...BLOCK_LOADERS.keys()].sort());
    for (const type of RETIRED_BLOCK_TYPES) expect(BLOCK_CONFIG_KEYS.has(type)).toBe(false);
  });

  it('names exactly the settings each loader reads', async () => {
    const read: Record<number, string[]> = {};
    const listed: Record<number, string[]> = {};
    for (const [blockType, loader] of BLOCK_LOADERS) {
      const reads = new Set<string>();
      for (const sample of samples.get(blockType) ?? [{}]) {
        const block = { id: 'b1', block_type: blockType, config: recording(sample, reads, '') };
        await loader(block as unknown as Block, ctx);
      }
      read[blockType] = leaves(reads);
      listed[blockType] = [...(BLOCK_CONFIG_KEYS.get(blockType) ?? [])].sort();
    }
    expect(read).toEqual(listed);
  });
});
