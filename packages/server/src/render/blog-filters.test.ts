import { BLOCK_TYPES, COLLECTION_TYPES } from '@tessera/core';
import {
  createCollection,
  createItem,
  ensureLayout,
  RECORD_TYPES,
  replaceBlocks,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedSite, testConfig, type SeededSite } from '../testing/harness.js';

type Json = Record<string, unknown>;

const MARCH = Date.UTC(2026, 2, 10);
const APRIL = Date.UTC(2026, 3, 20);

/** A journal of five posts (one a draft) with tags, categories, an author and two months; pages of 2. */
async function seedJournal(db: Executor, site: SeededSite, urlId = 'journal') {
  const journal = await createCollection(db, site.website.id, {
    type: COLLECTION_TYPES.GENERIC,
    urlId,
    title: 'Journal',
    ordering: 'chronological',
    settings: { pageSize: 2 },
  });
  const post = (slug: string, publishOn: number, extra: Json) =>
    createItem(db, site.website.id, {
      collectionId: journal.id,
      recordType: RECORD_TYPES.text,
      title: slug,
      urlId: slug,
      publishState: 'published',
      publishOn,
      ...extra,
    });
  await post('firing-one', MARCH, { tags: ['kiln', 'raku'], categories: ['Studio'], authorId: site.ownerId });
  await post('firing-two', MARCH + 1000, { tags: ['kiln'], categories: ['Studio'], authorId: site.ownerId });
  await post('firing-three', APRIL, { tags: ['kiln', 'glaze & colour'], categories: ['Notes'] });
  await post('wheel-day', APRIL + 1000, { tags: ['wheel'], categories: ['Studio', 'Notes'] });
  await post('draft-kiln', APRIL, {
    tags: ['kiln', 'secret'],
    publishState: 'draft',
    authorId: site.ownerId,
  });
  return journal;
}

/** The home page (the site's first collection), holding the blog blocks. */
async function seedHome(db: Executor, site: SeededSite) {
  return createCollection(db, site.website.id, {
    type: COLLECTION_TYPES.PAGE,
    urlId: 'archive',
    title: 'Archive',
  });
}

async function seedBlocks(db: Executor, site: SeededSite, page: { id: string }, journalId: string) {
  const layout = await ensureLayout(db, site.website.id, { ownerKind: 'collection', ownerId: page.id });
  const config = { collectionId: journalId };
  await replaceBlocks(db, site.website.id, layout, [
    { blockType: BLOCK_TYPES.TAGCLOUD, config: { ...config, title: 'Tags' } },
    { blockType: BLOCK_TYPES.POSTS_BY_AUTHOR, config },
    { blockType: BLOCK_TYPES.POSTS_BY_TAG, config: { ...config, limit: 2 } },
    { blockType: BLOCK_TYPES.POSTS_BY_CATEGORY, config },
    { blockType: BLOCK_TYPES.POSTS_BY_MONTH, config },
    { blockType: BLOCK_TYPES.FOURSQUARE, config: { venue: 'x' } },
    { blockType: BLOCK_TYPES.FIVEHUNDREDPIX, config: { user: 'x' } },
  ]);
}

/** A post written late on 31 March in New York (the site's time zone), already 1 April in UTC. */
async function seedDiary(db: Executor, site: SeededSite) {
  const diary = await createCollection(db, site.website.id, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'diary',
    title: 'Diary',
    ordering: 'chronological',
  });
  await createItem(db, site.website.id, {
    collectionId: diary.id,
    recordType: RECORD_TYPES.text,
    title: 'late-night',
    urlId: 'late-night',
    publishState: 'published',
    publishOn: Date.UTC(2026, 3, 1, 2),
  });
}

function warnings(): { stream: Writable; lines: Json[] } {
  const lines: Json[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

eachDialect('blog filters and blocks', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  const logs = warnings();
  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: getDb(), logger: { level: 'warn', stream: logs.stream } });
    site = await seedSite(getDb().db);
    const home = await seedHome(getDb().db, site);
    const journal = await seedJournal(getDb().db, site);
    await seedBlocks(getDb().db, site, home, journal.id);
    await seedDiary(getDb().db, site);
    // Another website's journal at the same address, with the same tags: never counted or listed here.
    await seedJournal(getDb().db, await seedSite(getDb().db));
  });
  afterAll(async () => app.close());

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: site.host, accept: 'text/html' } });
  const json = async (url: string) => {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}format=json`);
    expect(res.statusCode, url).toBe(200);
    return res.json<Json>();
  };
  const titles = (context: Json) => (context['items'] as { title: string }[]).map((i) => i.title);

  describe('a filtered list', () => {
    it('keeps the posts carrying the tag, pages them and keeps the filter in the page links', async () => {
      const first = await json('/journal?tag=kiln');
      expect(titles(first)).toEqual(['firing-three', 'firing-two']);
      expect(first).toMatchObject({ filters: { tag: 'kiln' }, tagFilter: 'kiln' });
      expect(first['categoryFilter']).toBeUndefined();
      expect(first['pagination']).toMatchObject({
        total: 3,
        totalPages: 2,
        nextPageUrl: '/journal?tag=kiln&page=2',
      });
      const second = await json('/journal?tag=kiln&page=2');
      expect(titles(second)).toEqual(['firing-one']);
      expect(second['pagination']).toMatchObject({ prevPageUrl: '/journal?tag=kiln' });
    });

    it('filters by the items’ categories, their author and the month they were published in', async () => {
      expect(titles(await json('/journal?category=Notes'))).toEqual(['wheel-day', 'firing-three']);
      const byAuthor = await json(`/journal?author=${site.ownerId}`);
      expect(titles(byAuthor)).toEqual(['firing-two', 'firing-one']);
      expect(byAuthor['authorFilter']).toEqual({ id: site.ownerId, displayName: 'Owner' });
      const march = await json('/journal?month=2026-03');
      expect(titles(march)).toEqual(['firing-two', 'firing-one']);
      const month = march['monthFilter'] as { month: string; date: number };
      expect(month.month).toBe('2026-03');
      expect(new Date(month.date).getUTCMonth()).toBe(2);
      expect(titles(await json('/journal?tag=kiln&category=Notes'))).toEqual(['firing-three']);
    });

    it('matches tags exactly and ignores a malformed month', async () => {
      expect(titles(await json('/journal?tag=glaze%20%26%20colour'))).toEqual(['firing-three']);
      expect(titles(await json('/journal?tag=Kiln'))).toEqual([]);
      const unfiltered = await json('/journal?month=2026-13');
      expect(unfiltered['filters']).toBeNull();
      expect(unfiltered['pagination']).toMatchObject({ total: 4 });
    });

    it('answers 200 with an empty state, not a 404, when nothing matches (drafts never count)', async () => {
      const res = await get('/journal?tag=secret');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('No posts match this filter.');
      expect(res.body).toContain('Tagged “secret”');
      expect(res.body).not.toContain('draft-kiln');
    });

    it('never shares a cached page between filters, or with the whole list', async () => {
      // The bare list and its JSON are served from the response cache once seen; a filter never is.
      for (let i = 0; i < 2; i += 1) expect(titles(await json('/journal'))).toHaveLength(2);
      expect(titles(await json('/journal?tag=wheel'))).toEqual(['wheel-day']);
      expect(titles(await json('/journal?tag=raku'))).toEqual(['firing-one']);
      const html = (await get('/journal?tag=raku')).body;
      expect(html).toContain('Tagged “raku”');
      expect(html).not.toContain('wheel-day');
    });

    it('files a post under the month of the site’s calendar, not UTC’s', async () => {
      expect(site.website.time_zone).toBe('America/New_York');
      expect(titles(await json('/diary?month=2026-03'))).toEqual(['late-night']);
      expect(titles(await json('/diary?month=2026-04'))).toEqual([]);
    });

    it('keeps a filtered list out of search engines and points them at the whole list', async () => {
      const canonical = (html: string) =>
        /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)">/.exec(html)?.[1];
      const filtered = (await get('/journal?tag=kiln&page=2')).body;
      expect(filtered).toContain('<meta name="robots" content="noindex, follow">');
      expect(canonical(filtered)).toBe('/journal');
      const second = (await get('/journal?page=2')).body;
      expect(second).not.toContain('<meta name="robots"');
      expect(canonical(second)).toBe('/journal?page=2');
      expect(canonical((await get('/journal')).body)).toBe('/journal');
    });

    it('names the filter in the heading and the title, escaped', async () => {
      const res = await get('/journal?tag=%3Cb%3Ekiln');
      expect(res.body).toContain('Tagged “&lt;b&gt;kiln” · <a href="/journal">Show all posts</a>');
      expect(res.body).toMatch(/<title>&lt;b&gt;kiln — Journal — /);
      expect(res.body).not.toContain('<b>kiln');
      const march = await get('/journal?month=2026-03');
      expect(march.body).toContain('Posted in March 2026');
    });
  });

  describe('the blog blocks', () => {
    let blocks: Json[];
    beforeAll(async () => {
      blocks = (await json('/'))['blocks'] as Json[];
    });
    const block = (typeName: string) => blocks.find((b) => b['typeName'] === typeName) ?? {};

    it('size the tag cloud by use and link each tag to the filtered list', () => {
      expect(block('tagcloud')['tags']).toEqual([
        { name: 'glaze & colour', count: 1, size: 1, url: '/journal?tag=glaze+%26+colour' },
        { name: 'kiln', count: 3, size: 5, url: '/journal?tag=kiln' },
        { name: 'raku', count: 1, size: 1, url: '/journal?tag=raku' },
        { name: 'wheel', count: 1, size: 1, url: '/journal?tag=wheel' },
      ]);
    });

    it('count posts by tag, category, author and month, most used first', () => {
      expect(block('posts-by-tag')['tags']).toEqual([
        { name: 'kiln', count: 3, url: '/journal?tag=kiln' },
        { name: 'glaze & colour', count: 1, url: '/journal?tag=glaze+%26+colour' },
      ]);
      expect(block('posts-by-category')['categories']).toEqual([
        { name: 'Studio', count: 3, url: '/journal?category=Studio' },
        { name: 'Notes', count: 2, url: '/journal?category=Notes' },
      ]);
      expect(block('posts-by-author')['authors']).toEqual([
        { id: site.ownerId, displayName: 'Owner', count: 2, url: `/journal?author=${site.ownerId}` },
      ]);
      expect(block('posts-by-month')['months']).toEqual([
        { month: '2026-04', date: expect.any(Number), count: 2, url: '/journal?month=2026-04' },
        { month: '2026-03', date: expect.any(Number), count: 2, url: '/journal?month=2026-03' },
      ]);
    });

    it('render as links into the filtered lists', async () => {
      const html = (await get('/')).body;
      expect(html).toContain('<a class="tag-cloud__tag tag-cloud__tag--5" href="/journal?tag=kiln">kiln');
      expect(html).toContain('<a href="/journal?month=2026-04">April 2026</a> <span class="meta">(2)</span>');
      expect(html).toContain('<a href="/journal?category=Studio">Studio</a>');
    });

    it('leave out blocks of discontinued services, unlogged', () => {
      expect(blocks.map((b) => b['typeName'])).toEqual([
        'tagcloud',
        'posts-by-author',
        'posts-by-tag',
        'posts-by-category',
        'posts-by-month',
      ]);
      const skipped = logs.lines.filter((l) => [24, 42].includes(l['blockType'] as number));
      expect(skipped).toEqual([]);
    });
  });
});
