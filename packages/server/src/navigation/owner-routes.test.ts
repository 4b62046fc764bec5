import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

async function page(db: Executor, websiteId: string, urlId: string, isFolder = false) {
  return createCollection(db, websiteId, { type: COLLECTION_TYPES.PAGE, urlId, title: urlId, isFolder });
}

eachDialect('navigation API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const update = (fieldName: string, items: unknown[]) =>
    call('POST', '/api/widget/UpdateNavigation', { fieldName, templateId: 'default', navigation: { items } });

  it("answers 'Unable to find site main navigation' before a main navigation exists", async () => {
    const response = await call('GET', '/api/commondata/GetSiteLayout');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'main-navigation-missing',
      error: 'Unable to find site main navigation',
    });
  });

  it('replaces the main navigation with folders and links, and GetSiteLayout lists it first', async () => {
    const db = getDb().db;
    const home = await page(db, site.website.id, 'home');
    const folder = await page(db, site.website.id, 'about-us', true);
    const story = await page(db, site.website.id, 'our-story');
    const response = await update('main', [
      { collectionId: home.id },
      { collectionId: folder.id, children: [{ collectionId: story.id }] },
      { title: 'Journal', externalLink: 'https://journal.example.com/' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(3);
    await update('_hidden', [{ collectionId: story.id }]);
    const layout = await call('GET', '/api/commondata/GetSiteLayout');
    expect(layout.statusCode).toBe(200);
    const [main, hidden] = layout.json() as {
      identifier: string;
      links: { title: string | null; url: string; children: unknown[] }[];
    }[];
    expect(main?.identifier).toBe('main');
    // The home page (first page of the main navigation) answers at '/'.
    expect(main?.links.map((l) => l.url)).toEqual(['/', '/about-us', 'https://journal.example.com/']);
    expect(main?.links.map((l) => l.title)).toEqual(['home', 'about-us', 'Journal']);
    expect(main?.links[1]?.children).toEqual([
      expect.objectContaining({ collectionId: story.id, url: '/our-story', children: [] }),
    ]);
    expect(hidden?.identifier).toBe('_hidden');
  });

  it('titles each entry with its page’s navigation title, agreeing with the public pages’ navigation', async () => {
    const db = getDb().db;
    const own = await seedSite(db);
    const asOwner = ownerApi(app, await signIn(app, own));
    const welcome = await createCollection(db, own.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'welcome',
      title: 'Welcome to the studio',
      navigationTitle: 'Home',
    });
    const shop = await createCollection(db, own.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'shop',
      title: 'Shop',
    });
    const saved = await asOwner('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'main',
      navigation: { items: [{ collectionId: welcome.id }, { collectionId: shop.id, title: 'Buy' }] },
    });
    const expected = [
      { title: 'Home', url: '/' },
      { title: 'Buy', url: '/shop' },
    ];
    const pick = (links: { title: string | null; url: string | null }[]) =>
      links.map(({ title, url }) => ({ title, url }));
    expect(pick(saved.json().items)).toEqual(expected);
    const layout = (await asOwner('GET', '/api/commondata/GetSiteLayout')).json() as {
      links: { title: string | null; url: string | null }[];
    }[];
    expect(pick(layout[0]?.links ?? [])).toEqual(expected);
    const page = await app.inject({ method: 'GET', url: '/?format=json', headers: { host: own.host } });
    expect(page.statusCode).toBe(200);
    expect(pick(page.json().navigation.main)).toEqual(expected);
  });

  it('round-trips: saving back what GetSiteLayout answered changes nothing', async () => {
    const db = getDb().db;
    const own = await seedSite(db);
    const asOwner = ownerApi(app, await signIn(app, own));
    const home = await page(db, own.website.id, 'start');
    const folder = await page(db, own.website.id, 'info', true);
    const faq = await page(db, own.website.id, 'faq');
    await asOwner('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'main',
      navigation: {
        items: [
          { collectionId: home.id },
          { collectionId: folder.id, title: 'More', children: [{ collectionId: faq.id }] },
          { title: 'Blog', externalLink: 'https://blog.example.com/' },
        ],
      },
    });
    const stored = () =>
      db
        .selectFrom('navigation_items')
        .select(['id', 'title', 'collection_id', 'external_link', 'parent_id', 'position'])
        .where('website_id', '=', own.website.id)
        .orderBy('id')
        .execute();
    const before = await stored();
    const layout = (await asOwner('GET', '/api/commondata/GetSiteLayout')).json() as { links: unknown[] }[];
    const again = await asOwner('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'main',
      navigation: { items: layout[0]?.links },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toEqual(layout[0]?.links);
    expect(await stored()).toEqual(before);
    expect(before.map((r) => r.title).sort()).toEqual(['Blog', 'More', null, null].sort());
  });

  it('writes nothing when the same navigation is saved again', async () => {
    const db = getDb().db;
    const contact = await page(db, site.website.id, 'contact');
    await update('_memberareas', [{ collectionId: contact.id }]);
    const before = await db
      .selectFrom('navigation_items')
      .select('id')
      .where('website_id', '=', site.website.id)
      .execute();
    expect((await update('_memberareas', [{ collectionId: contact.id }])).statusCode).toBe(200);
    const after = await db
      .selectFrom('navigation_items')
      .select('id')
      .where('website_id', '=', site.website.id)
      .execute();
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  });

  it("rejects another website's collection and names the field", async () => {
    const other = await seedSite(getDb().db);
    const foreign = await page(getDb().db, other.website.id, 'elsewhere');
    const response = await update('main', [{ collectionId: foreign.id }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'navigation.items.0.collectionId': 'Unknown collection' });
    expect(response.body).not.toContain(foreign.id);
  });

  it('rejects unsafe links, entries with no or several targets, deep trees and unknown lists', async () => {
    const db = getDb().db;
    const about = await page(db, site.website.id, 'about');
    const bad = await update('main', [
      { title: 'x', externalLink: 'javascript:alert(1)' },
      { title: 'y' },
      { collectionId: about.id, externalLink: 'https://a.example' },
      { title: 'z', externalLink: '//evil.example' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'navigation.items.0.externalLink': 'javascript:alert(1) is not a valid page URL',
      'navigation.items.1': expect.stringContaining('exactly one'),
      'navigation.items.2': expect.stringContaining('exactly one'),
      'navigation.items.3.externalLink': '//evil.example is not a valid page URL',
    });
    const nest = (depth: number): unknown => ({
      collectionId: about.id,
      children: depth > 1 ? [nest(depth - 1)] : [],
    });
    const deep = await update('main', [nest(4)]);
    expect(deep.statusCode).toBe(400);
    expect(Object.keys(deep.json().errors)).toEqual(['navigation.items.0.children.0.children.0.children.0']);
    expect((await update('footer', [])).statusCode).toBe(400);
  });

  it('holds at most 500 entries in one list, children included', async () => {
    const about = await page(getDb().db, site.website.id, 'about-500');
    const flat = Array.from({ length: 501 }, () => ({ collectionId: about.id }));
    expect((await update('main', flat)).statusCode).toBe(400);
    const nested = Array.from({ length: 300 }, () => ({
      collectionId: about.id,
      children: [{ collectionId: about.id }],
    }));
    const response = await update('main', nested);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'navigation.items': 'At most 500 entries' });
  });

  it('is refused to contributors without navigation.edit', async () => {
    const storeManager = await seedSite(getDb().db, 8);
    const asManager = ownerApi(app, await signIn(app, storeManager));
    const response = await asManager('GET', '/api/commondata/GetSiteLayout');
    expect(response.statusCode).toBe(403);
  });
});
