import { newId } from '../ids.js';
import type { MailOutboxRow, MailStatus } from '../schema/work.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type OutboxMail = MailOutboxRow;

export interface NewOutboxMail {
  jobId?: string | null;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string | null;
  status: MailStatus;
  messageId?: string | null;
}

export async function insertOutboxMail(
  db: Executor,
  websiteId: string,
  mail: NewOutboxMail,
): Promise<OutboxMail> {
  return db
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      website_id: websiteId,
      job_id: mail.jobId ?? null,
      to_address: mail.to,
      from_address: mail.from,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      status: mail.status,
      message_id: mail.messageId ?? null,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listOutboxMail(db: Executor, websiteId: string): Promise<OutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
