import { sql, type Kysely, type Migration } from 'kysely';
import { JOB_STATUSES, MAIL_STATUSES } from '../schema/work.js';
import { tableKit } from './table.js';

/** Durable work: the jobs table the server's worker loop processes, and the mail outbox. */
export const workMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('jobs', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('type', k.t('text'), (c) => c.notNull())
          .addColumn('payload', k.t('json'), (c) => c.notNull().defaultTo('null'))
          .addColumn('status', k.t('text'), (c) => c.notNull().defaultTo('queued'))
          .addColumn('attempts', k.t('integer'), (c) => c.notNull().defaultTo(0))
          .addColumn('max_attempts', k.t('integer'), (c) => c.notNull().defaultTo(5))
          .addColumn('run_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('locked_by', k.t('text'))
          .addColumn('locked_until', k.t('timestamp'))
          .addColumn('last_error', k.t('text'))
          .addColumn('idempotency_key', k.t('text'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
          .addColumn('finished_at', k.t('timestamp'))
          .addUniqueConstraint('jobs_idempotency_uq', ['website_id', 'idempotency_key'])
          .addCheckConstraint('jobs_attempts_range', sql`attempts >= 0 and max_attempts >= 1`),
        'jobs',
        'status',
        JOB_STATUSES,
      ),
    );
    await k.index('jobs', ['status', 'run_at']);
    await k.index('jobs', ['status', 'locked_until']);
    await k.create('mail_outbox', (b) =>
      k.oneOf(
        b
          .addColumn('id', k.t('id'), (c) => c.primaryKey())
          .addColumn('website_id', k.t('id'), (c) =>
            c.notNull().references('websites.id').onDelete('cascade'),
          )
          .addColumn('job_id', k.t('id'), (c) => c.references('jobs.id').onDelete('set null'))
          .addColumn('to_address', k.t('text'), (c) => c.notNull())
          .addColumn('from_address', k.t('text'), (c) => c.notNull())
          .addColumn('subject', k.t('text'), (c) => c.notNull())
          .addColumn('text_body', k.t('text'), (c) => c.notNull())
          .addColumn('html_body', k.t('text'))
          .addColumn('status', k.t('text'), (c) => c.notNull())
          .addColumn('message_id', k.t('text'))
          .addColumn('created_at', k.t('timestamp'), (c) => c.notNull()),
        'mail_outbox',
        'status',
        MAIL_STATUSES,
      ),
    );
    await k.index('mail_outbox', ['website_id', 'created_at']);
  },
};
