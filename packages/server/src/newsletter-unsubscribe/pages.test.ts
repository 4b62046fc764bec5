import { readFileSync } from 'node:fs';
import {
  createMailingList,
  findSubscriber,
  listOutboxMail,
  type Executor,
  type MailingList,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestForm, save, submissionKey } from '../forms/testing/form-fixtures.js';
import { createJobHandlers } from '../job-handlers.js';
import { createSmtpMailer } from '../mail/index.js';
import { buildTestApp, seedSite, testConfig, type SeededSite } from '../testing/harness.js';
import { drain, testWorker } from '../testing/jobs.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { visitor } from '../testing/visitor.js';

const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys docs/template-context.md documents for `newsletterUnsubscribe`. */
function documentedKeys(): string[] {
  const start = DOC.indexOf('<!-- keys:newsletterUnsubscribe -->');
  const table = DOC.slice(start, DOC.indexOf('<!-- /keys -->', start));
  return [...table.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1] ?? '');
}

const FIELDS = [{ id: 'email', title: 'Email', type: 'email', required: true }] as const;

eachDialect('newsletter unsubscribe (page type 300)', (getDb) => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let list: MailingList;
  beforeAll(async () => {
    sink = await startSmtpSink();
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    list = (await createMailingList(db, site.website.id, 'Weekly <news>'))!;
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  /** Signs the address up through a newsletter form, as the newsletter block does. */
  async function signUp(email: string, target: SeededSite = site, listId = list.id) {
    const form = await createTestForm(db, target.website.id, {
      kind: 'newsletter',
      fields: [...FIELDS],
      mailingListId: listId,
    });
    const who = visitor(app, target.host);
    const result = await save(app, who, {
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify({ email }),
    });
    expect(result.status).toBe(200);
  }

  async function deliver() {
    const config = testConfig({ SMTP_URL: sink.url });
    const mailer = createSmtpMailer(config.smtpUrl ?? '');
    await drain(testWorker(db, createJobHandlers({ config, mailer })));
    mailer.close();
  }

  /** The welcome mail's link, checked in its header and its text alike. */
  async function mailedLink(email: string, listName = 'Weekly <news>') {
    await deliver();
    const mails = sink.messages.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // Unfolded: a long header may go on over the next lines (RFC 5322 folding).
    const headers = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: +<([^>]+)>\r?$/m.exec(headers)?.[1];
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(header).toMatch(/^https?:\/\/[^/]+\/newsletter\/unsubscribe\?token=[\w.%-]+$/);
    expect(mail.text).toContain(header);
    expect(mail.subject).toBe(`You are subscribed to ${listName}`);
    const url = new URL(header!);
    return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  }

  it('mails a new subscriber a signed link whose page asks, unsubscribes and confirms, again alike', async () => {
    await signUp('ada@example.org');
    const { path, token } = await mailedLink('ada@example.org');
    const who = visitor(app, site.host);

    const page = await who.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.body).toContain('<h1 class="page-title">Unsubscribe</h1>');
    expect(page.body).toContain('Weekly &lt;news&gt;');
    expect(page.body).toContain(`action="/newsletter/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(page.body).toContain(`name="crumb" value="${who.crumb}"`);

    const json = await who.get(`${path}&format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      pageType: 300,
      newsletterUnsubscribe: {
        state: 'confirm',
        listName: 'Weekly <news>',
        email: 'ada@example.org',
        unsubscribedAt: null,
      },
    });
    const documented = documentedKeys();
    expect(documented.length).toBeGreaterThan(3);
    expect(Object.keys(json.json().newsletterUnsubscribe).sort()).toEqual(documented.sort());

    const done = await who.form(path, {});
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const [row] = (await listOutboxMail(db, site.website.id)).filter(
      (m) => m.to_address === 'ada@example.org',
    );
    expect(row?.text_body).toContain(path);
    const id = token.split('.')[1]!;
    const left = await findSubscriber(db, site.website.id, list.id, id);
    expect(left?.unsubscribed_at).toEqual(expect.any(Number));

    const again = await who.form(path, {});
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are unsubscribed');
    expect((await findSubscriber(db, site.website.id, list.id, id))?.unsubscribed_at).toBe(
      left?.unsubscribed_at,
    );
    // The page now says so, too.
    expect((await who.get(path)).body).toContain('You are unsubscribed');
  });

  it('takes a mail client’s one-click POST (RFC 8058) with no cookie and no crumb', async () => {
    await signUp('bob@example.org');
    const { path, token } = await mailedLink('bob@example.org');
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      ],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { host: site.host, 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const subscriber = await findSubscriber(db, site.website.id, list.id, token.split('.')[1]!);
    expect(subscriber?.unsubscribed_at).toEqual(expect.any(Number));
  });

  it('signs an unsubscribed address up again through the form, with a new welcome mail', async () => {
    await signUp('cy@example.org');
    const first = await mailedLink('cy@example.org');
    await visitor(app, site.host).form(first.path, {});
    await signUp('cy@example.org');
    await deliver();
    expect(sink.messages.filter((m) => m.to.includes('cy@example.org'))).toHaveLength(2);
    const subscriber = await findSubscriber(db, site.website.id, list.id, first.token.split('.')[1]!);
    expect(subscriber?.unsubscribed_at).toBeNull();
    // Signing up while subscribed mails nothing more.
    await signUp('cy@example.org');
    await deliver();
    expect(sink.messages.filter((m) => m.to.includes('cy@example.org'))).toHaveLength(2);
  });

  it('answers a forged, altered or missing token with the themed not-valid page (400), never a 5xx', async () => {
    await signUp('dee@example.org');
    const { token } = await mailedLink('dee@example.org');
    const [listId, subscriberId, sig] = token.split('.') as [string, string, string];
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = [
      `${listId}.${subscriberId}.${flipped}`,
      `${listId}.${'0'.repeat(24)}.${sig}`,
      `${'f'.repeat(24)}.${subscriberId}.${sig}`,
      'nonsense',
      `${token}.extra`,
      'x'.repeat(500),
    ];
    const who = visitor(app, site.host);
    for (const forged of bad) {
      const url = `/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`;
      const page = await who.get(url);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This unsubscribe link is not valid.');
      expect((await who.form(url, {})).statusCode).toBe(400);
    }
    expect((await who.get('/newsletter/unsubscribe')).statusCode).toBe(400);
    expect((await who.get('/newsletter/unsubscribe?token=a&token=b')).statusCode).toBe(400);
    const json = await who.get(`/newsletter/unsubscribe?token=nonsense&format=json`);
    expect(json.json()).toMatchObject({ newsletterUnsubscribe: { state: 'invalid', email: null } });
    const subscriber = await findSubscriber(db, site.website.id, list.id, subscriberId);
    expect(subscriber?.unsubscribed_at).toBeNull();
  });

  it('refuses one website’s token on another website', async () => {
    const other = await seedSite(db);
    const otherList = (await createMailingList(db, other.website.id, 'Other'))!;
    await signUp('eve@example.org', other, otherList.id);
    const { path, token } = await mailedLink('eve@example.org', 'Other');
    const here = visitor(app, site.host);
    expect((await here.get(path)).statusCode).toBe(400);
    expect((await here.form(path, {})).statusCode).toBe(400);
    const subscriber = await findSubscriber(db, other.website.id, otherList.id, token.split('.')[1]!);
    expect(subscriber?.unsubscribed_at).toBeNull();
    // On its own site it works.
    expect((await visitor(app, other.host).get(path)).statusCode).toBe(200);
  });
});
