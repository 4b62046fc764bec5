import { CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  createMailingList,
  insertFormSubmission,
  type ContributorRole,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { CONTACT_FIELDS, createTestForm } from './testing/form-fixtures.js';

eachDialect('owner form and submission API', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let owner: SignedIn;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    owner = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const call = (method: HTTPMethods, url: string, payload?: object, auth: SignedIn = owner) =>
    app.inject({ method, url, headers: auth.headers, ...(payload && { payload }) });

  async function submission(formId: string, answers: Record<string, unknown>, websiteId = site.website.id) {
    return insertFormSubmission(db, websiteId, {
      formId,
      answers,
      pageTitle: 'Contact',
      pageId: null,
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: null,
    });
  }

  it('creates a form with the defaults, reads, updates, lists and deletes it', async () => {
    const created = await call('POST', '/api/admin/forms', { fields: CONTACT_FIELDS });
    expect(created.statusCode).toBe(201);
    const form = created.json() as { id: string };
    expect(created.json()).toMatchObject({
      kind: 'form',
      name: 'My Form Name',
      submitLabel: 'Submit',
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
      successRedirect: null,
    });
    const updated = await call('PUT', `/api/admin/forms/${form.id}`, {
      name: 'Contact us',
      successRedirect: 'https://example.org/thanks',
      captchaEnabled: true,
    });
    expect(updated.json()).toMatchObject({
      name: 'Contact us',
      captchaEnabled: true,
      fields: CONTACT_FIELDS,
    });
    expect((await call('GET', `/api/admin/forms/${form.id}`)).json()).toMatchObject({ name: 'Contact us' });
    const list = (await call('GET', '/api/admin/forms')).json() as { forms: { id: string }[] };
    expect(list.forms.map((f) => f.id)).toContain(form.id);
    expect((await call('DELETE', `/api/admin/forms/${form.id}`)).json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/admin/forms/${form.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/forms/${form.id}`)).statusCode).toBe(404);
  });

  it.each<[object, string]>([
    [{ fields: [{ id: 'a', title: 'A', type: 'poll' }] }, 'an unknown field kind'],
    [{ fields: [{ id: 'a', title: 'A', type: 'text', extra: 1 }] }, 'an unknown property'],
    [{ fields: [{ id: 'a', title: 'A', type: 'select', options: [] }] }, 'a choice with no options'],
    [{ fields: [{ id: 'a b', title: 'A', type: 'text' }] }, 'a bad field id'],
    [
      {
        fields: [
          { id: 'a', title: 'A', type: 'text' },
          { id: 'a', title: 'B', type: 'email' },
        ],
      },
      'duplicate ids',
    ],
    [{ successRedirect: 'javascript:alert(1)' }, 'a script redirect'],
    [{ successRedirect: '//evil.example' }, 'a scheme-relative redirect'],
    [{ notifyEmails: ['not an address'] }, 'a bad notification address'],
    [{ fields: [{ id: 't', title: 'T', type: 'textarea', maxLength: 0 }] }, 'a zero max length'],
  ])('refuses %j (%s)', async (body) => {
    const response = await call('POST', '/api/admin/forms', body);
    expect(response.statusCode).toBe(400);
  });

  it('accepts every field kind with its editable properties', async () => {
    const fields = [
      { id: 'text', title: 'Text', type: 'text', placeholder: 'p', required: true, description: 'd' },
      { id: 'textarea', title: 'Message', type: 'textarea', maxLength: 500 },
      { id: 'currency', title: 'Budget', type: 'currency', currencySymbol: '€' },
      { id: 'phone', title: 'Phone', type: 'phone', showCountryCode: true },
      { id: 'section', title: 'About', type: 'section', underline: true },
      { id: 'likert', title: 'Survey', type: 'likert', options: ['Fast'] },
      { id: 'hidden', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
      ...['email', 'number', 'website', 'password', 'twitter', 'date', 'time', 'name', 'address'].map(
        (type) => ({
          id: type,
          title: type,
          type,
        }),
      ),
      ...['radio', 'checkbox', 'select'].map((type) => ({
        id: type,
        title: type,
        type,
        options: ['A', 'B'],
      })),
    ];
    const response = await call('POST', '/api/admin/forms', { fields });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { fields: unknown[] }).fields).toHaveLength(19);
  });

  it('links a newsletter form only to one of this website’s lists', async () => {
    const other = await seedSite(db);
    const theirs = await createMailingList(db, other.website.id, 'Theirs');
    const ours = await createMailingList(db, site.website.id, `Ours ${Date.now()}`);
    if (!theirs || !ours) throw new Error('lists');
    const refused = await call('POST', '/api/admin/forms', {
      kind: 'newsletter',
      mailingListId: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { mailingListId: 'No such mailing list' } });
    const accepted = await call('POST', '/api/admin/forms', {
      kind: 'newsletter',
      mailingListId: ours.id,
    });
    expect(accepted.json()).toMatchObject({ kind: 'newsletter', mailingListId: ours.id });
  });

  it('pages submissions, reads one with N/A for missing answers, and deletes it', async () => {
    const form = await createTestForm(db, site.website.id);
    const first = await submission(form.id, { name: ['Ada', 'Lovelace'], email: 'ada@example.org' });
    for (let i = 0; i < 3; i += 1) await submission(form.id, { email: `p${i}@example.org` });
    const page = await call('GET', `/api/admin/forms/${form.id}/submissions?limit=2`);
    const body = page.json() as { submissions: unknown[]; nextCursor: string };
    expect(body.submissions).toHaveLength(2);
    const next = await call(
      'GET',
      `/api/admin/forms/${form.id}/submissions?limit=2&cursor=${body.nextCursor}`,
    );
    expect((next.json() as { nextCursor: null }).nextCursor).toBeNull();
    const one = await call('GET', `/api/admin/forms/${form.id}/submissions/${first.id}`);
    expect(one.json()).toMatchObject({
      id: first.id,
      page: { title: 'Contact', path: '/contact', contentSource: 'c' },
      summary: [
        { fieldId: 'name', title: 'Name', answer: 'Ada Lovelace' },
        { fieldId: 'email', title: 'Email', answer: 'ada@example.org' },
        { fieldId: 'topic', title: 'Topic', answer: 'N/A' },
        { fieldId: 'message', title: 'Message', answer: 'N/A' },
        { fieldId: 'phone', title: 'Phone', answer: 'N/A' },
        { fieldId: 'secret', title: 'Password', answer: 'N/A' },
        { fieldId: 'source', title: 'Source', answer: 'N/A' },
      ],
    });
    expect((await call('DELETE', `/api/admin/forms/${form.id}/submissions/${first.id}`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/admin/forms/${form.id}/submissions/${first.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/forms/nope/submissions')).statusCode).toBe(404);
  });

  it('lists each form with its submission count for roles that read submissions', async () => {
    const member = await seedSite(db, CONTRIBUTOR_ROLES.NONE);
    await addContributor(db, site.website.id, member.ownerId, CONTRIBUTOR_ROLES.STORE_MANAGER);
    const storeManager = await signIn(app, site, member.ownerEmail);
    const form = await createTestForm(db, site.website.id, { name: 'Inbox form' });
    await submission(form.id, { name: ['Ada', 'L'], email: 'a@example.org' });
    await submission(form.id, { name: ['Bo', 'M'], email: 'b@example.org' });
    const response = await call('GET', '/api/admin/form-inboxes', undefined, storeManager);
    expect(response.statusCode).toBe(200);
    const inbox = (
      response.json() as { forms: { id: string; submissionCount: number; lastSubmissionAt: number }[] }
    ).forms;
    expect(inbox.find((f) => f.id === form.id)).toMatchObject({
      submissionCount: 2,
      lastSubmissionAt: expect.any(Number),
    });
    const other = await seedSite(db);
    const theirs = (
      await call('GET', '/api/admin/form-inboxes', undefined, await signIn(app, other))
    ).json() as {
      forms: unknown[];
    };
    expect(theirs.forms).toEqual([]);
    const editor = await seedSite(db, CONTRIBUTOR_ROLES.NONE);
    await addContributor(db, site.website.id, editor.ownerId, CONTRIBUTOR_ROLES.EDITOR);
    expect(
      (await call('GET', '/api/admin/form-inboxes', undefined, await signIn(app, site, editor.ownerEmail)))
        .statusCode,
    ).toBe(403);
  });

  it('exports submissions as CSV with N/A and spreadsheet formulas defused', async () => {
    const form = await createTestForm(db, site.website.id);
    await submission(form.id, {
      name: ['=HYPERLINK("http://evil")', 'x'],
      email: 'a@example.org',
      message: '+1, "quoted"',
    });
    const response = await call('GET', `/api/admin/forms/${form.id}/submissions.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="form-submissions.csv"');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted,Page title,Page path,Name,Email,Topic,Message,Phone,Password,Source');
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,Contact,\/contact,"'=HYPERLINK\(""http:\/\/evil""\) x",a@example\.org,N\/A,"'\+1, ""quoted""",N\/A,N\/A,N\/A$/,
    );
  });

  it('lets each role do only what its permissions allow', async () => {
    const form = await createTestForm(db, site.website.id);
    const as = async (role: ContributorRole) => {
      // An account made on a site of its own, then added to this site with the role.
      const member = await seedSite(db, CONTRIBUTOR_ROLES.NONE);
      await addContributor(db, site.website.id, member.ownerId, role);
      return signIn(app, site, member.ownerEmail);
    };
    const storeManager = await as(CONTRIBUTOR_ROLES.STORE_MANAGER);
    const editor = await as(CONTRIBUTOR_ROLES.EDITOR);
    const viewer = await as(CONTRIBUTOR_ROLES.VIEWER);
    const submissions = `/api/admin/forms/${form.id}/submissions`;
    expect((await call('GET', submissions, undefined, storeManager)).statusCode).toBe(200);
    expect((await call('GET', `${submissions}.csv`, undefined, storeManager)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/forms/${form.id}`, { name: 'x' }, storeManager)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/admin/forms/${form.id}`, { name: 'By editor' }, editor)).statusCode).toBe(
      200,
    );
    expect((await call('GET', submissions, undefined, editor)).statusCode).toBe(403);
    for (const url of ['/api/admin/forms', submissions]) {
      expect((await call('GET', url, undefined, viewer)).statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'GET', url: submissions, headers: { host: site.host } });
    expect(anonymous.statusCode).toBe(401);
  });
});
