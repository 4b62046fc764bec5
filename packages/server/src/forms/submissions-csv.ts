import { findForm, listFormSubmissions } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { toCsv } from '../owner-kit/index.js';
import { answerFields, answerSummary } from './form-records.js';

const BATCH = 500;

/**
 * Every submission of a form as CSV, newest first: submission time (UTC, ISO 8601), page title and
 * path, then one column per field; a missing answer reads 'N/A'. `undefined` when no such form.
 */
export async function submissionsCsv(ctx: ServiceContext, formId: string): Promise<string | undefined> {
  const form = await findForm(ctx.db, ctx.websiteId, formId);
  if (!form) return undefined;
  const rows: string[][] = [
    ['Submitted', 'Page title', 'Page path', ...answerFields(form.fields).map((f) => f.title)],
  ];
  let cursor: string | undefined;
  do {
    const page = await listFormSubmissions(ctx.db, ctx.websiteId, formId, { limit: BATCH, cursor });
    for (const submission of page.submissions) {
      const answers = answerSummary(form.fields, submission.answers).map((line) => line.answer);
      rows.push([
        new Date(submission.created_at).toISOString(),
        submission.page_title,
        submission.page_path,
        ...answers,
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return toCsv(rows);
}
