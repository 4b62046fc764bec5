import { insertOutboxMail } from '@tessera/db';
import { enqueue, type EnqueueOptions } from '../jobs/index.js';
import type { JobHandler } from '../jobs/index.js';
import type { Executor, Job } from '@tessera/db';
import type { Mailer } from './mailer.js';
import { mailMessage, type MailMessage } from './message.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** An email to send (or to write to the outbox without SMTP). */
    'send-mail': MailMessage;
  }
}

/**
 * Queues an email. It is sent by the jobs worker, so a crash or restart loses nothing.
 * @example await sendMail(trx, websiteId, { to, subject: 'Back in stock', text }, { idempotencyKey: `waitlist-${id}` });
 */
export async function sendMail(
  db: Executor,
  websiteId: string,
  message: MailMessage,
  options: EnqueueOptions = {},
): Promise<Job> {
  return enqueue(db, websiteId, 'send-mail', mailMessage.parse(message), options);
}

/**
 * The `send-mail` job. With SMTP: sends, then records the message as sent together with the job's
 * completion. The Message-ID is derived from the job id, so if a crash after sending makes the job
 * run again, receivers can recognise the duplicate. Without SMTP: the message is written to the
 * outbox table (exactly once) and logged.
 */
export function sendMailHandler(mailer: Mailer | undefined, defaultFrom: string): JobHandler<'send-mail'> {
  return async (ctx) => {
    const message = mailMessage.parse(ctx.payload);
    const from = message.from ?? defaultFrom;
    const messageId = `<job-${ctx.job.id}@tessera>`;
    const record = (status: 'sent' | 'stored', id: string | null) => (trx: Executor) =>
      insertOutboxMail(trx, ctx.websiteId, {
        jobId: ctx.job.id,
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status,
        messageId: id,
      }).then(() => undefined);
    if (!mailer) {
      await ctx.finish(record('stored', null));
      ctx.log.info({ to: message.to, subject: message.subject }, 'mail stored in outbox (no SMTP_URL)');
      return;
    }
    const sent = await mailer.send({ ...message, from, messageId });
    await ctx.finish(record('sent', sent.messageId));
  };
}
