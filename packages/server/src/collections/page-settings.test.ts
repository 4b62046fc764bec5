import { replaceNavigation } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const HOUR = 3_600_000;

eachDialect('page settings', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const visit = (url: string) => app.inject({ url, headers: { host: site.host } });

  async function page(title: string) {
    const created = await call('POST', '/api/admin/collections', { type: 10, title });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; urlId: string }>();
  }

  it("refuses a URL slug with the spec's message and a taken one at the field", async () => {
    const { id } = await page('Slugs');
    await page('Taken');
    const bad = await call('PATCH', `/api/admin/collections/${id}`, { urlId: 'Not Valid!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ urlId: 'Not Valid! is not a valid page URL' });
    const taken = await call('PATCH', `/api/admin/collections/${id}`, { urlId: 'taken' });
    expect(taken.json().errors).toEqual({ urlId: 'This URL is already in use' });
    const fine = await call('PATCH', `/api/admin/collections/${id}`, { urlId: 'all-good' });
    expect(fine.json()).toMatchObject({ urlId: 'all-good', fullUrl: '/all-good' });
  });

  it('keeps the SEO title in the page and shows it as the title visitors see', async () => {
    const { id, urlId } = await page('Workshop');
    const saved = await call('PATCH', `/api/admin/collections/${id}`, {
      seoTitle: 'Pottery workshops in Leeds',
      description: 'Wheel and hand-building classes.',
    });
    expect(saved.json()).toMatchObject({ seoTitle: 'Pottery workshops in Leeds' });
    const html = (await visit(`/${urlId}`)).body;
    expect(html).toContain('<title>Pottery workshops in Leeds — ');
    expect(html).toContain('<meta name="description" content="Wheel and hand-building classes.">');
  });

  it('keeps a noindex page out of search engines with a robots tag, and takes it back', async () => {
    const { id, urlId } = await page('Thank you');
    const robots = '<meta name="robots" content="noindex">';
    expect((await visit(`/${urlId}`)).body).not.toContain(robots);
    const hidden = await call('PATCH', `/api/admin/collections/${id}`, { noIndex: true });
    expect(hidden.json()).toMatchObject({ noIndex: true, seoTitle: '' });
    expect((await visit(`/${urlId}`)).body).toContain(robots);
    expect((await call('PATCH', `/api/admin/collections/${id}`, { noIndex: 'yes' })).statusCode).toBe(400);
    const shown = await call('PATCH', `/api/admin/collections/${id}`, { noIndex: false });
    expect(shown.json()).toMatchObject({ noIndex: false });
    expect((await visit(`/${urlId}`)).body).not.toContain(robots);
  });

  it('hides drafts, pages needing review and private pages from visitors and menus; scheduled ones go live at their time', async () => {
    const home = await page('Welcome');
    const draft = await page('Secret plans');
    const soon = await page('Coming soon');
    await replaceNavigation(getDb().db, site.website.id, 'main', [
      { title: null, collectionId: home.id, externalLink: null, memberAreaId: null, children: [] },
      { title: null, collectionId: draft.id, externalLink: null, memberAreaId: null, children: [] },
      { title: null, collectionId: soon.id, externalLink: null, memberAreaId: null, children: [] },
    ]);
    for (const state of ['draft', 'needs-review', 'private'] as const) {
      const set = await call('PATCH', `/api/admin/collections/${draft.id}`, { publishState: state });
      expect(set.json()).toMatchObject({ publishState: state });
      expect((await visit(`/${draft.urlId}`)).statusCode).toBe(404);
    }
    const noTime = await call('PATCH', `/api/admin/collections/${soon.id}`, { publishState: 'scheduled' });
    expect(noTime.json().errors).toEqual({ publishOn: 'Choose when the page goes live' });
    const at = getDb().clock.now() + HOUR;
    const scheduled = await call('PATCH', `/api/admin/collections/${soon.id}`, {
      publishState: 'scheduled',
      publishOn: at,
    });
    expect(scheduled.json()).toMatchObject({ publishState: 'scheduled', publishOn: at });
    expect((await visit(`/${soon.urlId}`)).statusCode).toBe(404);
    const menu = async () => (await visit(`/?format=json`)).json().navigation.main as { title: string }[];
    expect((await menu()).map((l) => l.title)).toEqual(['Welcome']);

    getDb().clock.advance(HOUR + 1);
    expect((await visit(`/${soon.urlId}`)).statusCode).toBe(200);
    expect((await menu()).map((l) => l.title)).toEqual(['Welcome', 'Coming soon']);
    await call('PATCH', `/api/admin/collections/${draft.id}`, { publishState: 'published' });
    expect((await visit(`/${draft.urlId}`)).statusCode).toBe(200);
  });
});
