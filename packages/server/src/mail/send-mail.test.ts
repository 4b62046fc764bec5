import { createWebsite, findJob, listOutboxMail, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { testConfig } from '../testing/harness.js';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { createSmtpMailer } from './mailer.js';
import { sendMail } from './send-mail.js';

eachDialect('send-mail job', (getDb) => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink.close());
  const site = async () => (await createWebsite(getDb().db, { slug: `m${newId()}`, title: 'M' })).id;

  it('delivers over SMTP when SMTP_URL is set and records the message as sent', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const config = testConfig({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    const mailer = createSmtpMailer(config.smtpUrl ?? '');
    const job = await sendMail(db, websiteId, {
      to: 'visitor@example.com',
      subject: 'Back in stock',
      text: 'The blue mug is back.',
      html: '<p>The blue mug is back.</p>',
    });
    await drain(testWorker(db, createJobHandlers({ config, mailer })));
    mailer.close();
    const message = sink.messages.find((m) => m.raw.includes(`job-${job.id}`));
    expect(message?.to).toEqual(['visitor@example.com']);
    expect(message?.from).toBe('shop@example.com');
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Back in stock\r?$/m);
    expect(raw).toMatch(new RegExp(`^Message-ID: <job-${job.id}@tessera>\\r?$`, 'm'));
    expect(raw).toContain('The blue mug is back.');
    expect(raw).toContain('<p>The blue mug is back.</p>');
    const outbox = await listOutboxMail(db, websiteId);
    expect(outbox).toMatchObject([{ status: 'sent', to_address: 'visitor@example.com', job_id: job.id }]);
    expect((await findJob(db, websiteId, job.id))?.status).toBe('succeeded');
  });

  it('writes mail to the outbox table when no SMTP server is configured', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const config = testConfig();
    const job = await sendMail(db, websiteId, { to: 'a@example.com', subject: 'Receipt', text: 'Thanks' });
    await drain(testWorker(db, createJobHandlers({ config, mailer: undefined })));
    expect(await listOutboxMail(db, websiteId)).toMatchObject([
      { status: 'stored', subject: 'Receipt', from_address: config.mailFrom, job_id: job.id },
    ]);
  });

  it('keeps the job for a retry when the SMTP server is unreachable', async () => {
    const { db } = getDb();
    const websiteId = await site();
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const mailer = createSmtpMailer(config.smtpUrl ?? '');
    const job = await sendMail(db, websiteId, { to: 'b@example.com', subject: 'S', text: 'T' });
    await drain(testWorker(db, createJobHandlers({ config, mailer }), { backoffMs: () => 60_000 }));
    mailer.close();
    const stored = await findJob(db, websiteId, job.id);
    expect(stored?.status).toBe('queued');
    expect(stored?.last_error).toMatch(/ECONNREFUSED/);
    expect(await listOutboxMail(db, websiteId)).toEqual([]);
  });

  it('refuses to queue a message with an invalid address', async () => {
    await expect(
      sendMail(getDb().db, await site(), { to: 'not an address', subject: 'S', text: 'T' }),
    ).rejects.toThrow();
  });
});
