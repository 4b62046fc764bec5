import type { Selectable } from 'kysely';
import type { JsonWithDefault, WithDefault } from './columns.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobsTable {
  id: string;
  website_id: string;
  type: string;
  payload: JsonWithDefault<unknown>;
  status: WithDefault<JobStatus>;
  attempts: WithDefault<number>;
  max_attempts: WithDefault<number>;
  run_at: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  /** Enqueueing twice with one key (per website) yields one job. */
  idempotency_key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export const MAIL_STATUSES = ['stored', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailOutboxTable {
  id: string;
  website_id: string;
  job_id: string | null;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** 'stored' when no SMTP server is configured, 'sent' once SMTP accepted it. */
  status: MailStatus;
  message_id: string | null;
  created_at: number;
}

export type JobRow = Selectable<JobsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
