import { answerText, createForm, type Form, type FormField } from '@tessera/core';
import type { FormKind, StoredForm, StoredFormSubmission } from '@tessera/db';
import type { FormDto, SubmissionDto } from './schemas.js';

/** A stored form as core's `Form`, plus what blocks need besides (kind and button label). */
export interface LoadedForm extends Form {
  readonly kind: FormKind;
  readonly submitLabel: string;
  readonly mailingListId: string | null;
  readonly notifyEmails: readonly string[];
}

export function loadedForm(row: StoredForm): LoadedForm {
  return {
    ...createForm(row.id, {
      name: row.name,
      fields: row.fields,
      parsedSubmissionMessage: row.submission_message,
      submissionHTML: row.submission_html,
      ...(row.success_redirect !== null && { successRedirect: row.success_redirect }),
      parsedDisclaimerMessage: row.disclaimer_message,
      captchaEnabled: row.captcha_enabled,
      captchaTheme: row.captcha_theme,
      captchaAlignment: row.captcha_alignment,
    }),
    kind: row.kind,
    submitLabel: row.submit_label,
    mailingListId: row.mailing_list_id,
    notifyEmails: row.notify_emails,
  };
}

export function formDtoOf(row: StoredForm): FormDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    fields: row.fields as FormDto['fields'],
    submitLabel: row.submit_label,
    parsedSubmissionMessage: row.submission_message,
    submissionHTML: row.submission_html,
    successRedirect: row.success_redirect,
    parsedDisclaimerMessage: row.disclaimer_message,
    captchaEnabled: row.captcha_enabled,
    captchaTheme: row.captcha_theme,
    captchaAlignment: row.captcha_alignment,
    notifyEmails: row.notify_emails,
    mailingListId: row.mailing_list_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Fields that carry an answer: everything but section dividers. */
export function answerFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.type !== 'section');
}

/** Each answer as text in form order; a missing answer reads 'N/A'. */
export function answerSummary(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): SubmissionDto['summary'] {
  return answerFields(fields).map((field) => ({
    fieldId: field.id,
    title: field.title,
    answer: answerText(field, Object.hasOwn(answers, field.id) ? answers[field.id] : undefined),
  }));
}

export function submissionDtoOf(row: StoredFormSubmission, fields: readonly FormField[]): SubmissionDto {
  return {
    id: row.id,
    formId: row.form_id,
    createdAt: row.created_at,
    page: {
      title: row.page_title,
      id: row.page_id,
      contentSource: row.content_source,
      path: row.page_path,
      permissionTypeValue: row.page_permission_type_value,
    },
    answers: row.answers,
    summary: answerSummary(fields, row.answers),
  };
}
