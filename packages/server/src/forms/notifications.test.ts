import { listFormSubmissions, listOutboxMail, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { createSmtpMailer } from '../mail/index.js';
import { buildTestApp, seedSite, testConfig, type SeededSite } from '../testing/harness.js';
import { drain, testWorker } from '../testing/jobs.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { loadedForm } from './form-records.js';
import { notificationBody } from './notifications.js';
import { createTestForm, save, submissionKey } from './testing/form-fixtures.js';
import { visitor } from '../testing/visitor.js';

describe('notificationBody', () => {
  it('escapes every visitor value in the HTML and reads N/A for missing answers', async () => {
    const row = {
      fields: [
        { id: 'm', title: 'Message', type: 'textarea' },
        { id: 'x', title: 'Other', type: 'text' },
      ],
    };
    const form = loadedForm({
      id: 'f',
      website_id: 'w',
      kind: 'form',
      name: 'Contact <us>',
      fields: row.fields,
      submit_label: 'Send',
      submission_message: '',
      submission_html: '',
      success_redirect: null,
      disclaimer_message: '',
      captcha_enabled: false,
      captcha_theme: 'light',
      captcha_alignment: 'left',
      notify_emails: [],
      mailing_list_id: null,
      created_at: 0,
      updated_at: 0,
    } as never);
    const body = notificationBody(form, 'Shop & Co', {
      id: 's',
      answers: { m: '<img src=x onerror=alert(1)>' },
      pageTitle: 'Contact',
      pagePath: '/contact',
    });
    expect(body.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body.html).not.toContain('<img');
    expect(body.html).toContain('Contact &lt;us&gt;');
    expect(body.text).toContain('Message: <img src=x onerror=alert(1)>');
    expect(body.text).toContain('Other: N/A');
  });
});

eachDialect('owner notification of a submission', (getDb) => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  beforeAll(async () => {
    sink = await startSmtpSink();
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  async function submit(formOverrides: Parameters<typeof createTestForm>[2] = {}) {
    const form = await createTestForm(db, site.website.id, formOverrides);
    const who = visitor(app, site.host);
    const result = await save(app, who, {
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify({
        name: ['Ada', '<b>L</b>'],
        email: 'ada@example.org',
        message: 'Hi\r\nBcc: x@ev',
      }),
    });
    expect(result.status).toBe(200);
    return form;
  }

  it('emails the owners through the send-mail job over SMTP, with values escaped', async () => {
    await submit({ name: 'Contact\r\nBcc: evil@example.org' });
    const config = testConfig({ SMTP_URL: sink.url });
    const mailer = createSmtpMailer(config.smtpUrl ?? '');
    await drain(testWorker(db, createJobHandlers({ config, mailer })));
    mailer.close();
    const message = sink.messages.find((m) => m.to.includes(site.ownerEmail.toLowerCase()));
    expect(message).toBeDefined();
    const raw = message?.raw ?? '';
    const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^Subject: New form submission: Contact Bcc: evil@example\.org\r?$/m);
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(headers).toMatch(/^Reply-To: ada@example\.org\r?$/m);
    expect(raw).toContain('Name: Ada <b>L</b>');
    expect(raw).toContain('Ada &lt;b&gt;L&lt;/b&gt;');
  });

  it('writes to the configured addresses instead, and to the outbox without SMTP', async () => {
    const form = await submit({ notifyEmails: ['desk@example.org', 'boss@example.org'] });
    await drain(testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const outbox = await listOutboxMail(db, site.website.id);
    const { submissions } = await listFormSubmissions(db, site.website.id, form.id, { limit: 1 });
    expect(submissions).toHaveLength(1);
    expect(outbox.map((m) => m.to_address)).toEqual(
      expect.arrayContaining(['desk@example.org', 'boss@example.org']),
    );
  });
});
