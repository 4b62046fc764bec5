import { CONTRIBUTOR_ROLES, ok } from '@tessera/core';
import {
  deleteForm,
  deleteFormSubmission,
  findForm,
  findFormSubmission,
  findMailingList,
  insertForm,
  listFormSubmissions,
  listFormInboxes,
  listForms,
  updateForm,
  type FormInput,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { sanitizeOwnerHtml } from '../owner-html.js';
import { fail, invalid, type Outcome } from '../failure.js';
import { formDtoOf, submissionDtoOf } from './form-records.js';
import type { FormDto, FormInputDto, FormPatchDto, SubmissionDto } from './schemas.js';

/**
 * The post-submit HTML runs in visitors' browsers with its scripts re-created, so only an
 * administrator may save scripts in it; any other role's HTML is cut to the safe subset that
 * text blocks allow (issue 17, finding 7).
 */
function postSubmitHtmlOf(ctx: ServiceContext, html: string | undefined): string | undefined {
  if (html === undefined) return undefined;
  const isAdministrator = ctx.actor.kind === 'owner' && ctx.actor.role === CONTRIBUTOR_ROLES.ADMIN;
  return isAdministrator ? html : sanitizeOwnerHtml(html);
}

function columnsOf(ctx: ServiceContext, dto: FormPatchDto): Partial<FormInput> {
  return {
    name: dto.name,
    fields: dto.fields,
    submitLabel: dto.submitLabel,
    submissionMessage: dto.parsedSubmissionMessage,
    submissionHtml: postSubmitHtmlOf(ctx, dto.submissionHTML),
    successRedirect: dto.successRedirect,
    disclaimerMessage: dto.parsedDisclaimerMessage,
    captchaEnabled: dto.captchaEnabled,
    captchaTheme: dto.captchaTheme,
    captchaAlignment: dto.captchaAlignment,
    notifyEmails: dto.notifyEmails,
    mailingListId: dto.mailingListId,
  };
}

/** A list id must name one of this website's lists. */
async function listExists(ctx: ServiceContext, listId: string | null | undefined): Promise<boolean> {
  return !listId || (await findMailingList(ctx.db, ctx.websiteId, listId)) !== undefined;
}

/** A form naming a mailing list of another website, or none at all. */
const NO_SUCH_LIST = { mailingListId: 'No such mailing list' };

export async function listFormDtos(ctx: ServiceContext): Promise<FormDto[]> {
  return (await listForms(ctx.db, ctx.websiteId)).map(formDtoOf);
}

/** Each form's submission count and newest submission time. */
export async function formInboxes(ctx: ServiceContext) {
  const rows = await listFormInboxes(ctx.db, ctx.websiteId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    submissionCount: r.submission_count,
    lastSubmissionAt: r.last_submission_at,
  }));
}

export async function getFormDto(ctx: ServiceContext, formId: string): Promise<FormDto | undefined> {
  const row = await findForm(ctx.db, ctx.websiteId, formId);
  return row && formDtoOf(row);
}

export async function createFormDto(ctx: ServiceContext, input: FormInputDto): Promise<Outcome<FormDto>> {
  if (!(await listExists(ctx, input.mailingListId))) return invalid(NO_SUCH_LIST);
  const columns = columnsOf(ctx, input);
  const row = await insertForm(ctx.db, ctx.websiteId, {
    ...columns,
    kind: input.kind,
    name: input.name,
    fields: input.fields,
    submitLabel: input.submitLabel,
  });
  return ok(formDtoOf(row));
}

export async function updateFormDto(
  ctx: ServiceContext,
  formId: string,
  patch: FormPatchDto,
): Promise<Outcome<FormDto>> {
  if (!(await listExists(ctx, patch.mailingListId))) return invalid(NO_SUCH_LIST);
  const row = await updateForm(ctx.db, ctx.websiteId, formId, columnsOf(ctx, patch));
  return row ? ok(formDtoOf(row)) : fail('not-found');
}

export async function deleteFormById(ctx: ServiceContext, formId: string): Promise<boolean> {
  return deleteForm(ctx.db, ctx.websiteId, formId);
}

export async function listSubmissionDtos(
  ctx: ServiceContext,
  formId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ submissions: SubmissionDto[]; nextCursor: string | null } | undefined> {
  const form = await findForm(ctx.db, ctx.websiteId, formId);
  if (!form) return undefined;
  const result = await listFormSubmissions(ctx.db, ctx.websiteId, formId, page);
  return {
    submissions: result.submissions.map((s) => submissionDtoOf(s, form.fields)),
    nextCursor: result.nextCursor,
  };
}

export async function getSubmissionDto(
  ctx: ServiceContext,
  formId: string,
  submissionId: string,
): Promise<SubmissionDto | undefined> {
  const form = await findForm(ctx.db, ctx.websiteId, formId);
  const row = form && (await findFormSubmission(ctx.db, ctx.websiteId, formId, submissionId));
  return form && row ? submissionDtoOf(row, form.fields) : undefined;
}

export async function deleteSubmission(ctx: ServiceContext, formId: string, submissionId: string) {
  return deleteFormSubmission(ctx.db, ctx.websiteId, formId, submissionId);
}
