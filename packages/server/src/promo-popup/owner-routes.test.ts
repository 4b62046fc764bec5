import { COLLECTION_TYPES, CONTRIBUTOR_ROLES } from '@tessera/core';
import { createCollection, createMailingList, findForm, insertFile, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const PATH = '/api/admin/marketing/promo-popup';
const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  heading: 'Ten percent off',
  body: 'Sign up for our letter.',
  buttonLabel: 'Sign Up',
  action: 'newsletter',
  mailingListId: null,
  linkUrl: '',
  successText: 'Thank you!',
  captchaEnabled: false,
  imageFileId: null,
  trigger: 'delay',
  triggerValue: 3,
  placement: 'all',
  pagePaths: [],
  reshowDays: 7,
  hideAfterSignUp: true,
  showOnMobile: true,
  ...overrides,
});

eachDialect('promotional pop-up owner API', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
  });
  afterAll(() => app.close());

  async function newSite(): Promise<{ site: SeededSite; owner: OwnerCall; listId: string }> {
    const site = await seedSite(db);
    const list = await createMailingList(db, site.website.id, 'Letter');
    if (!list) throw new Error('list');
    return { site, owner: ownerApi(app, await signIn(app, site)), listId: list.id };
  }

  describe('settings', () => {
    it('starts off at version 0 and saves from the version seen, refusing a stale save', async () => {
      const { owner, listId } = await newSite();
      expect((await owner('GET', PATH)).json()).toMatchObject({ enabled: false, version: 0, reshowDays: 7 });
      const first = await owner('PUT', PATH, { ...settings({ mailingListId: listId }), version: 0 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ enabled: true, version: 1, formId: expect.any(String) });
      const late = await owner('PUT', PATH, {
        ...settings({ mailingListId: listId, heading: 'Late' }),
        version: 0,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'changed-elsewhere',
        error: CHANGED_ELSEWHERE,
        latest: { heading: 'Ten percent off', version: 1 },
      });
      const second = await owner('PUT', PATH, {
        ...settings({ mailingListId: listId, heading: 'New' }),
        version: 1,
      });
      expect(second.json()).toMatchObject({ heading: 'New', version: 2, formId: first.json().formId });
      // Without a version the save replaces what is stored (a retry is the same save, and the same
      // choices keep the version, so visitors who closed the pop-up do not see it again).
      const retried = await owner('PUT', PATH, settings({ mailingListId: listId, heading: 'New' }));
      expect(retried.json()).toMatchObject({ heading: 'New', version: 2 });
      const again = await owner('PUT', PATH, {
        ...settings({ mailingListId: listId, heading: 'New' }),
        version: 2,
      });
      expect(again.json()).toMatchObject({ heading: 'New', version: 2 });
      const changed = await owner('PUT', PATH, settings({ mailingListId: listId, heading: 'Newer' }));
      expect(changed.json()).toMatchObject({ heading: 'Newer', version: 3 });
    });

    it('keeps its own newsletter form in step: the list, the button label, the success text', async () => {
      const { site, owner, listId } = await newSite();
      const saved = (
        await owner(
          'PUT',
          PATH,
          settings({ mailingListId: listId, buttonLabel: 'Join', successText: 'Welcome!' }),
        )
      ).json();
      const form = await findForm(db, site.website.id, saved.formId);
      expect(form).toMatchObject({
        kind: 'newsletter',
        name: 'Promotional pop-up',
        mailing_list_id: listId,
        submit_label: 'Join',
        submission_message: 'Welcome!',
      });
    });

    it('answers bad input with the field at fault, never a 5xx', async () => {
      const { owner, listId } = await newSite();
      const cases: [Record<string, unknown>, string][] = [
        [settings({ mailingListId: null }), 'mailingListId'],
        [settings({ action: 'link', linkUrl: '' }), 'linkUrl'],
        [settings({ action: 'link', linkUrl: 'javascript:alert(1)' }), 'linkUrl'],
        [settings({ action: 'link', linkUrl: '//evil.example' }), 'linkUrl'],
        [settings({ mailingListId: listId, trigger: 'scroll', triggerValue: 150 }), 'triggerValue'],
        [settings({ mailingListId: listId, placement: 'selected', pagePaths: [] }), 'pagePaths'],
        [settings({ mailingListId: listId, reshowDays: -1 }), 'reshowDays'],
        [settings({ mailingListId: listId, buttonLabel: ' ' }), 'buttonLabel'],
        [settings({ mailingListId: listId, heading: 'x'.repeat(201) }), 'heading'],
        [settings({ mailingListId: 'no-such-list' }), 'mailingListId'],
        [settings({ mailingListId: listId, imageFileId: 'no-such-file' }), 'imageFileId'],
      ];
      for (const [body, field] of cases) {
        const response = await owner('PUT', PATH, body);
        expect(response.statusCode, field).toBe(400);
        expect(Object.keys(response.json().errors ?? {}).join(' '), field).toContain(field);
      }
      expect(
        (await owner('PUT', PATH, { ...settings({ mailingListId: listId }), extra: 1 })).statusCode,
      ).toBe(400);
    });

    it('needs the campaigns right and the CSRF token', async () => {
      const { site } = await newSite();
      const viewer = await seedSite(db, CONTRIBUTOR_ROLES.VIEWER);
      const asViewer = ownerApi(app, await signIn(app, viewer));
      expect((await asViewer('GET', PATH)).statusCode).toBe(403);
      const signedIn = await signIn(app, site);
      const noCsrf = await app.inject({
        method: 'PUT',
        url: PATH,
        headers: { host: site.host, cookie: signedIn.cookie },
        payload: settings({ action: 'link', linkUrl: '/sale' }),
      });
      expect(noCsrf.statusCode).toBe(403);
      const anonymous = await app.inject({ method: 'GET', url: PATH, headers: { host: site.host } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('never takes another website’s list or image', async () => {
      const { owner } = await newSite();
      const other = await newSite();
      const image = await insertFile(db, other.site.website.id, {
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        byteSize: 1,
        storageKey: 'files/x/y/original.jpg',
      });
      const theirs = await owner('PUT', PATH, settings({ mailingListId: other.listId }));
      expect(theirs.json().errors).toEqual({ mailingListId: 'Choose one of your mailing lists' });
      const picture = await owner(
        'PUT',
        PATH,
        settings({ action: 'link', linkUrl: '/sale', imageFileId: image.id }),
      );
      expect(picture.json().errors).toEqual({ imageFileId: 'Choose an image from your files' });
      // Nor does one website's save show on another's.
      await other.owner('PUT', PATH, settings({ mailingListId: other.listId, heading: 'Theirs' }));
      expect((await owner('GET', PATH)).json()).toMatchObject({ version: 0, enabled: false });
    });

    it('previews a draft with the visitor’s own component, open and unsaved', async () => {
      const { owner } = await newSite();
      const response = await owner('POST', `${PATH}/preview`, settings({ heading: 'Draft & <more>' }));
      expect(response.statusCode).toBe(200);
      const { html } = response.json() as { html: string };
      expect(html).toContain('data-island="promo-popup"');
      expect(html).toContain('Draft &amp; &lt;more&gt;');
      expect(html).not.toMatch(/class="ts-promo-popup" hidden/);
      expect((await owner('GET', PATH)).json().version).toBe(0);
    });

    it('names the site’s own stylesheets for the preview, theme first, each served', async () => {
      const { site, owner } = await newSite();
      const { stylesheets } = (await owner('POST', `${PATH}/preview`, settings())).json() as {
        stylesheets: string[];
      };
      expect(stylesheets[0]).toMatch(/^\/assets\/theme\/[^/]+\/.+\.css$/);
      for (const href of stylesheets) {
        const sheet = await app.inject({ method: 'GET', url: href, headers: { host: site.host } });
        expect(sheet.statusCode, href).toBe(200);
        expect(sheet.headers['content-type'], href).toMatch(/^text\/css/);
      }
    });
  });

  describe('on the visitor’s pages', () => {
    async function withPages(site: SeededSite) {
      // 'welcome' comes first, so it is the home page, at '/'.
      for (const [displayIndex, urlId] of ['welcome', 'shop'].entries())
        await createCollection(db, site.website.id, {
          type: COLLECTION_TYPES.PAGE,
          urlId,
          title: urlId,
          displayIndex,
        });
    }
    const contextOf = async (site: SeededSite, path: string) =>
      (await app.inject({ method: 'GET', url: `${path}?format=json`, headers: { host: site.host } })).json();
    const pageOf = async (site: SeededSite, path: string) =>
      (await app.inject({ method: 'GET', url: path, headers: { host: site.host } })).body;

    it('renders the pop-up hidden only when it is on and the page qualifies', async () => {
      const { site, owner, listId } = await newSite();
      await withPages(site);
      expect((await contextOf(site, '/shop')).popupOverlay).toBeUndefined();
      await owner(
        'PUT',
        PATH,
        settings({ mailingListId: listId, placement: 'selected', pagePaths: ['/shop'] }),
      );
      const context = await contextOf(site, '/shop');
      expect(context.popupOverlay).toMatchObject({
        version: 1,
        heading: 'Ten percent off',
        action: 'newsletter',
        form: { kind: 'newsletter', fields: [{ type: 'email' }] },
      });
      expect(JSON.stringify(context.popupOverlay)).not.toContain(listId);
      expect((await contextOf(site, '/')).popupOverlay).toBeUndefined();
      const html = await pageOf(site, '/shop');
      expect(html).toContain('class="promo-popup-overlay"');
      expect(html).toMatch(/<div class="ts-promo-popup" hidden=""/);
      expect(await pageOf(site, '/')).not.toContain('ts-promo-popup');
      await owner('PUT', PATH, settings({ mailingListId: listId, placement: 'home' }));
      expect(await pageOf(site, '/')).toContain('ts-promo-popup');
      expect(await pageOf(site, '/shop')).not.toContain('ts-promo-popup');
      await owner('PUT', PATH, settings({ mailingListId: listId, enabled: false }));
      expect(await pageOf(site, '/')).not.toContain('ts-promo-popup');
    });

    it('prints the owner’s texts as text, never markup', async () => {
      const { site, owner } = await newSite();
      await withPages(site);
      const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      const saved = await owner(
        'PUT',
        PATH,
        settings({ action: 'link', linkUrl: '/sale', heading: payload, body: payload, buttonLabel: payload }),
      );
      expect(saved.statusCode).toBe(200);
      const html = await pageOf(site, '/shop');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(2)');
    });

    it('puts a sign-up made through the public form endpoint into the chosen list', async () => {
      const { site, owner, listId } = await newSite();
      const saved = (await owner('PUT', PATH, settings({ mailingListId: listId }))).json();
      const { visitor } = await import('../testing/visitor.js');
      const guest = visitor(app, site.host);
      const key = (await guest.json('POST', '/api/form/FormSubmissionKey')).json().key as string;
      const sent = await guest.json('POST', '/api/form/SaveFormSubmission', {
        formId: saved.formId,
        key,
        form: JSON.stringify({ email: 'ada@example.org' }),
      });
      expect(sent.statusCode).toBe(200);
      const subscribers = (await owner('GET', `/api/admin/mailing-lists/${listId}/subscribers`)).json();
      expect(subscribers.subscribers).toEqual([expect.objectContaining({ email: 'ada@example.org' })]);
    });
  });
});
