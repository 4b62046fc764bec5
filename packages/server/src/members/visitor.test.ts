import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, ensureLayout, replaceBlocks } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { invalidateSiteData } from '../render/index.js';
import { afterEach, expect, it } from 'vitest';
import { visitor } from '../testing/visitor.js';
import { deliveredMail } from '../site-users/testing/account.js';
import {
  LESSON_SECRET,
  LESSON_VIDEO,
  memberShopper,
  memberSite,
  SECRET,
  type MemberSite,
} from './testing/member-site.js';

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

eachDialect('member areas: visitors and members', (getDb) => {
  let site: MemberSite | undefined;
  afterEach(async () => site?.app.close());

  async function paidSite() {
    site = await memberSite(getDb());
    const areaId = await site.area({
      name: 'Insiders',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: [site.vaultId, site.notesId, site.courseId],
      freePreviewTag: 'free-preview',
      welcomeText: 'Glad you are here.',
      welcomeEmailSubject: 'Welcome, insider',
    });
    return { site, areaId };
  }

  it('refuses outsiders: access denied (106) with the join button, paywall (107) with a teaser, no content in JSON', async () => {
    const { site, areaId } = await paidSite();
    const anon = visitor(site.app, site.host);
    const vault = await anon.get('/vault');
    expect(vault.statusCode).toBe(403);
    expect(vault.body).toContain(`href="/members/join/${areaId}"`);
    expect(vault.headers['cache-control']).toBe('private, no-cache');
    expect(json((await anon.get('/vault?format=json')).body)).toMatchObject({
      pageType: 106,
      memberArea: { joinUrl: `/members/join/${areaId}` },
    });

    const note = await anon.get('/notes/secret-note');
    expect(note.statusCode).toBe(403);
    expect(note.body).toContain('A teaser anyone may read.');
    expect(note.body).not.toContain(SECRET);
    const noteJson = await anon.get('/notes/secret-note?format=json');
    expect(noteJson.body).not.toContain(SECRET);
    expect(json(noteJson.body)).toMatchObject({ pageType: 107, item: { title: 'Secret note' } });

    // The course lists every lesson; only the free preview opens.
    const course = await anon.get('/course');
    expect(course.statusCode).toBe(200);
    expect(course.body).toContain('Deep dive');
    expect(course.body).toContain('Members only');
    const courseJson = await anon.get('/course?format=json');
    expect(courseJson.body).not.toContain(LESSON_SECRET);
    expect((json(courseJson.body)['items'] as { lessonState: string }[]).map((i) => i.lessonState)).toEqual([
      'visible',
      'paywall',
    ]);
    expect((await anon.get('/course/intro')).statusCode).toBe(200);
    const deep = await anon.get('/course/deep-dive');
    expect(deep.statusCode).toBe(403);
    expect(deep.body).not.toContain(LESSON_SECRET);
    expect(deep.body).not.toContain(LESSON_VIDEO);
    expect((await anon.get('/course/deep-dive?format=json')).body).not.toContain(LESSON_VIDEO);

    // Search never finds members' content.
    const search = await anon.get('/search?q=secret&format=json');
    expect(search.body).not.toContain('Secret note');
    // The visitor script comes with the paywall page's type, for its VideoPaywall event.
    expect(note.body).toMatch(/"pageType":107/);
  });

  it('keeps a protected collection out of summary blocks on public pages, for everyone', async () => {
    const { site } = await paidSite();
    const db = getDb().db;
    const home = await createCollection(db, site.websiteId, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'front',
      title: 'Front',
    });
    const layout = await ensureLayout(db, site.websiteId, { ownerKind: 'collection', ownerId: home.id });
    await replaceBlocks(db, site.websiteId, layout, [
      { blockType: 55, config: { collectionId: site.notesId } },
      { blockType: 55, config: { collectionId: site.courseId } },
    ]);
    invalidateSiteData(site.websiteId);
    const page = await visitor(site.app, site.host).get('/front?format=json');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Secret note');
    expect(page.body).not.toContain('Deep dive');
  });

  it('joins a paid area through the checkout; the content opens, progress is kept, a welcome e-mail is sent', async () => {
    const { site, areaId } = await paidSite();
    const { buyer, headers } = await memberShopper(site, getDb(), 'member@example.com');
    expect((await buyer.get('/vault')).statusCode).toBe(403);
    const page = await buyer.get(`/members/join/${areaId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Buy access for');
    const joined = await buyer.json('POST', `/api/members/areas/${areaId}/join`, {}, { headers });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ next: '/checkout' });
    // Joining again does not put the product in the cart twice.
    await buyer.json('POST', `/api/members/areas/${areaId}/join`, {}, { headers });
    const cart = (await buyer.cart()).json() as { totalQuantity: number };
    expect(cart.totalQuantity).toBe(1);
    const placed = await buyer.checkout({ email: 'member@example.com' });
    expect(placed.statusCode).toBe(200);
    // The order-confirmed page and the order e-mail name the membership, linking to its welcome page.
    const welcome = `/members/welcome/${areaId}`;
    const confirmed = await buyer.get((placed.json() as { confirmationUrl: string }).confirmationUrl);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are now a member of Insiders.');
    expect(confirmed.body).toContain(`<a href="${welcome}">Go to Insiders</a>`);
    const orderMail = (await deliveredMail(getDb().db, site.websiteId)).find(
      (m) => m.to_address === 'member@example.com' && m.text_body.includes('Order status:'),
    );
    expect(orderMail?.text_body).toMatch(
      new RegExp(`You are now a member of Insiders: https?://[^\\s]+${welcome}\\n`),
    );
    expect(orderMail?.html_body).toContain(`${welcome}">Go to Insiders</a>`);

    const vault = await buyer.get('/vault');
    expect(vault.statusCode).toBe(200);
    const note = await buyer.get('/notes/secret-note');
    expect(note.statusCode).toBe(200);
    expect(note.body).toContain(SECRET);
    const lesson = await buyer.get('/course/deep-dive');
    expect(lesson.body).toContain(LESSON_SECRET);
    expect(lesson.body).toContain(LESSON_VIDEO);

    const marked = await buyer.json(
      'POST',
      `/api/members/lessons/${site.deepDiveId}/progress`,
      { completed: true },
      { headers },
    );
    expect(marked.json()).toEqual({ completed: true });
    expect((await buyer.get('/course')).body).toContain('1 of 2 lessons completed');
    expect((await buyer.get(`/members/welcome/${areaId}`)).body).toContain('Welcome to Insiders');
    // A joined member going to the join page lands on the welcome page.
    expect((await buyer.get(`/members/join/${areaId}`)).headers['location']).toBe(
      `/members/welcome/${areaId}`,
    );

    const mail = (await deliveredMail(getDb().db, site.websiteId)).filter(
      (m) => m.subject === 'Welcome, insider',
    );
    expect(mail.map((m) => m.to_address)).toEqual(['member@example.com']);
    // Another visitor still sees the paywall; a page a member saw is never cached for others.
    expect((await visitor(site.app, site.host).get('/notes/secret-note')).statusCode).toBe(403);
  });

  it('grants a free area at once; refuses joins without sign-in or token, and progress on closed lessons', async () => {
    site = await memberSite(getDb());
    const paidId = await site.area({
      name: 'Paid',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: [site.courseId],
      freePreviewTag: 'free-preview',
    });
    const freeId = await site.area({ name: 'Friends', pricing: 'free', collectionIds: [site.vaultId] });
    const anon = visitor(site.app, site.host);
    expect((await anon.json('POST', `/api/members/areas/${freeId}/join`, {})).statusCode).toBe(401);
    const { buyer, headers } = await memberShopper(site, getDb(), 'friend@example.com');
    const noToken = await buyer.json('POST', `/api/members/areas/${freeId}/join`, {});
    expect(noToken.statusCode).toBe(403);
    expect((await buyer.get('/vault')).statusCode).toBe(403);
    const joined = await buyer.json('POST', `/api/members/areas/${freeId}/join`, {}, { headers });
    expect(joined.json()).toEqual({ next: `/members/welcome/${freeId}` });
    expect((await buyer.get('/vault')).statusCode).toBe(200);
    const closed = await buyer.json(
      'POST',
      `/api/members/lessons/${site.deepDiveId}/progress`,
      { completed: true },
      { headers },
    );
    expect(closed.statusCode).toBe(404);
    const preview = await buyer.json(
      'POST',
      `/api/members/lessons/${site.introId}/progress`,
      { completed: true },
      { headers },
    );
    expect(preview.statusCode).toBe(200);
    expect(
      (await buyer.json('POST', `/api/members/areas/${'0'.repeat(24)}/join`, {}, { headers })).statusCode,
    ).toBe(404);
    // The free area's welcome goes out with its default subject; the paid area was never joined.
    const mail = await deliveredMail(getDb().db, site.websiteId);
    expect(mail.filter((m) => m.subject === 'Welcome to Friends').map((m) => m.to_address)).toEqual([
      'friend@example.com',
    ]);
    expect(mail.some((m) => m.subject === 'Welcome to Paid')).toBe(false);
    expect(paidId).toHaveLength(24);
  });
});
