import type { FormField } from '@tessera/core';
import { findWebsiteById, listContributors, type Executor } from '@tessera/db';
import { roleHasPermission } from '../auth/index.js';
import { escapeHtml } from '../html.js';
import { sendMail } from '../mail/index.js';
import { answerSummary, type LoadedForm } from './form-records.js';

export interface NotifiedSubmission {
  id: string;
  answers: Readonly<Record<string, unknown>>;
  pageTitle: string;
  pagePath: string;
}

/** Strips line breaks and other control characters from a header value. */
function headerText(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

/** The owners told about a submission: the form's own addresses, else those who may read submissions. */
async function recipientsOf(db: Executor, websiteId: string, form: LoadedForm): Promise<string[]> {
  if (form.notifyEmails.length > 0) return [...form.notifyEmails];
  if (form.kind !== 'form') return [];
  const contributors = await listContributors(db, websiteId);
  return contributors.filter((c) => roleHasPermission(c.role, 'forms.submissions')).map((c) => c.email);
}

/** The first valid email answer, so owners can reply straight to the visitor. */
function replyToOf(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): string | undefined {
  const field = fields.find(
    (f) => f.type === 'email' && typeof answers[f.id] === 'string' && answers[f.id] !== '',
  );
  return field ? String(answers[field.id]).trim() : undefined;
}

/** Plain text and HTML of the notification; every visitor value is escaped in the HTML. */
export function notificationBody(form: LoadedForm, siteTitle: string, submission: NotifiedSubmission) {
  const lines = answerSummary(form.fields, submission.answers);
  const page = `${submission.pageTitle || submission.pagePath} (${submission.pagePath})`;
  const text = [
    `New submission to "${form.name}" on ${siteTitle}`,
    '',
    ...lines.map((line) => `${line.title}: ${line.answer}`),
    '',
    `Page: ${page}`,
  ].join('\n');
  const rows = lines
    .map((l) => `<tr><th align="left">${escapeHtml(l.title)}</th><td>${escapeHtml(l.answer)}</td></tr>`)
    .join('');
  const html =
    `<p>New submission to “${escapeHtml(form.name)}” on ${escapeHtml(siteTitle)}</p>` +
    `<table>${rows}</table><p>Page: ${escapeHtml(page)}</p>`;
  return { text, html };
}

/**
 * Queues the owner notification emails of a submission as `send-mail` jobs in the caller's
 * transaction, so they are sent exactly when the submission is stored.
 */
export async function queueSubmissionNotifications(
  trx: Executor,
  websiteId: string,
  form: LoadedForm,
  submission: NotifiedSubmission,
): Promise<number> {
  const recipients = await recipientsOf(trx, websiteId, form);
  if (recipients.length === 0) return 0;
  const website = await findWebsiteById(trx, websiteId);
  const siteTitle = website?.title ?? '';
  const body = notificationBody(form, siteTitle, submission);
  const replyTo = replyToOf(form.fields, submission.answers);
  const subject = headerText(`New form submission: ${form.name}`).slice(0, 200);
  for (const [index, to] of recipients.entries()) {
    await sendMail(
      trx,
      websiteId,
      { to, subject, ...body, ...(replyTo && { replyTo }) },
      { idempotencyKey: `form-submission-${submission.id}-${index}` },
    );
  }
  return recipients.length;
}
