import type { FormField } from '@tessera/core';
import { newId } from '../ids.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type { ContentSource, FormKind, FormRow, FormSubmissionRow } from '../schema/forms.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type StoredForm = Decoded<FormRow>;
export type StoredFormSubmission = Decoded<FormSubmissionRow>;

const decodeForm = rowDecoder<FormRow>(['fields', 'notify_emails'], ['captcha_enabled']);
const decodeSubmission = rowDecoder<FormSubmissionRow>(['answers'], []);

/** Everything an owner edits on a form; omitted values take the column defaults. */
export interface FormInput {
  kind?: FormKind;
  name: string;
  fields: readonly FormField[];
  submitLabel: string;
  submissionMessage?: string;
  submissionHtml?: string;
  successRedirect?: string | null;
  disclaimerMessage?: string;
  captchaEnabled?: boolean;
  captchaTheme?: 'light' | 'dark';
  captchaAlignment?: 'left' | 'center' | 'right';
  notifyEmails?: readonly string[];
  mailingListId?: string | null;
}

function formColumns(input: Partial<FormInput>) {
  return {
    kind: input.kind,
    name: input.name,
    fields: input.fields && toJson([...input.fields]),
    submit_label: input.submitLabel,
    submission_message: input.submissionMessage,
    submission_html: input.submissionHtml,
    success_redirect: input.successRedirect,
    disclaimer_message: input.disclaimerMessage,
    captcha_enabled: input.captchaEnabled === undefined ? undefined : toFlag(input.captchaEnabled),
    captcha_theme: input.captchaTheme,
    captcha_alignment: input.captchaAlignment,
    notify_emails: input.notifyEmails && toJson([...input.notifyEmails]),
    mailing_list_id: input.mailingListId,
  };
}

/** Creates a form; `id` may be given (seeding), else a new one is made. */
export async function insertForm(
  db: Executor,
  websiteId: string,
  input: FormInput & { id?: string },
): Promise<StoredForm> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('forms')
    .values({
      ...formColumns(input),
      id: input.id ?? newId(),
      website_id: websiteId,
      name: input.name,
      submit_label: input.submitLabel,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeForm(row);
}

export async function updateForm(
  db: Executor,
  websiteId: string,
  formId: string,
  patch: Partial<FormInput>,
): Promise<StoredForm | undefined> {
  const row = await db
    .updateTable('forms')
    .set({ ...formColumns(patch), updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .returningAll()
    .executeTakeFirst();
  return row && decodeForm(row);
}

export async function findForm(
  db: Executor,
  websiteId: string,
  formId: string,
): Promise<StoredForm | undefined> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return row && decodeForm(row);
}

/** Forms by id, for pages showing several (products' additional-fields forms), in one statement. */
export async function findFormsByIds(
  db: Executor,
  websiteId: string,
  formIds: readonly string[],
): Promise<Map<string, StoredForm>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', [...new Set(formIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, decodeForm(row)]));
}

export async function listForms(db: Executor, websiteId: string, kind?: FormKind): Promise<StoredForm[]> {
  let query = db.selectFrom('forms').selectAll().where('website_id', '=', websiteId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(decodeForm);
}

/** Deletes a form with its submissions. */
export async function deleteForm(db: Executor, websiteId: string, formId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('forms')
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface NewFormSubmission {
  formId: string;
  answers: Record<string, unknown>;
  pageTitle: string;
  pageId: string | null;
  contentSource: ContentSource | null;
  pagePath: string;
  pagePermissionTypeValue: number | null;
}

export async function insertFormSubmission(
  db: Executor,
  websiteId: string,
  input: NewFormSubmission,
): Promise<StoredFormSubmission> {
  const row = await db
    .insertInto('form_submissions')
    .values({
      id: newId(),
      website_id: websiteId,
      form_id: input.formId,
      answers: toJson(input.answers),
      page_title: input.pageTitle,
      page_id: input.pageId,
      content_source: input.contentSource,
      page_path: input.pagePath,
      page_permission_type_value: input.pagePermissionTypeValue,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeSubmission(row);
}

/** A page of submissions, newest first; pass `nextCursor` back for the next page. */
export interface SubmissionPage {
  submissions: StoredFormSubmission[];
  nextCursor: string | null;
}

function encodeCursor(row: { created_at: number; id: string }): string {
  return `${row.created_at}.${row.id}`;
}

function decodeCursor(cursor: string | undefined): { createdAt: number; id: string } | undefined {
  const match = /^(\d{1,16})\.([0-9a-f]{24})$/.exec(cursor ?? '');
  return match ? { createdAt: Number(match[1]), id: match[2] ?? '' } : undefined;
}

export async function listFormSubmissions(
  db: Executor,
  websiteId: string,
  formId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<SubmissionPage> {
  const after = decodeCursor(options.cursor);
  let query = db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    submissions: page.map(decodeSubmission),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}

export async function findFormSubmission(
  db: Executor,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<StoredFormSubmission | undefined> {
  const row = await db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return row && decodeSubmission(row);
}

export async function deleteFormSubmission(
  db: Executor,
  websiteId: string,
  formId: string,
  submissionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('form_submissions')
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('id', '=', submissionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Submissions the website received since `since` (epoch ms), for its overall rate cap. */
export async function countFormSubmissionsSince(
  db: Executor,
  websiteId: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('form_submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface FormInbox {
  id: string;
  name: string;
  kind: FormKind;
  submission_count: number;
  last_submission_at: number | null;
}

/** Every form with how many submissions it has and when the newest came (the owner's inbox). */
export async function listFormInboxes(db: Executor, websiteId: string): Promise<FormInbox[]> {
  const rows = await db
    .selectFrom('forms as f')
    .leftJoin('form_submissions as s', (j) =>
      j.onRef('s.website_id', '=', 'f.website_id').onRef('s.form_id', '=', 'f.id'),
    )
    .select(['f.id', 'f.name', 'f.kind'])
    .select((eb) => [
      eb.fn.count<number | string>('s.id').as('submission_count'),
      eb.fn.max<number | string | null>('s.created_at').as('last_submission_at'),
    ])
    .where('f.website_id', '=', websiteId)
    .groupBy(['f.id', 'f.name', 'f.kind'])
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    submission_count: Number(r.submission_count),
    last_submission_at: r.last_submission_at === null ? null : Number(r.last_submission_at),
  }));
}
