import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, DEFAULT_FORM_NAME } from '@tessera/core';
import { FORM_KINDS } from '@tessera/db';
import { z } from 'zod';
import { FORM_LIMITS, formFieldsSchema, notifyEmailsSchema, successRedirectSchema } from './field-schemas.js';

/** Largest accepted `form` JSON string of a submission (the route's body cap is a little above). */
export const MAX_FORM_JSON_LENGTH = 64 * 1024;
export const SUBMISSION_BODY_LIMIT = 96 * 1024;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const formIdParams = z.object({ formId: id });
export const submissionParams = z.object({ formId: id, submissionId: id });

export const submissionKeyResponse = z.object({ key: z.string() });

/** JSON field values keyed by field id. */
export const validateBody = z.record(z.string().max(64), z.unknown());
export const validateResponse = z.object({ valid: z.literal(true) });

const pageFields = {
  pageTitle: z.string().max(300).optional(),
  pageId: z.string().max(64).nullish(),
  contentSource: z.enum(['i', 'c']).nullish(),
  pagePath: z.string().max(2000).optional(),
  pagePermissionTypeValue: z.coerce.number().int().min(0).max(1000).nullish(),
};

/** POST /api/form/SaveFormSubmission (storefront spec §3, form submission payload). */
export const saveSubmissionBody = z.object({
  formId: id,
  key: z.string().max(128),
  form: z.string().max(MAX_FORM_JSON_LENGTH),
  captchaKey: z.string().max(20_000).nullish(),
  ...pageFields,
});
export type SaveSubmissionBody = z.infer<typeof saveSubmissionBody>;

export const saveSubmissionResponse = z.object({ success: z.literal(true) });

/** A plain form post without JavaScript: field values by id (qs-parsed), page fields, crumb. */
export const plainSubmissionBody = z
  .object({
    fields: z.record(z.string().max(64), z.unknown()).optional(),
    altcha: z.string().max(20_000).optional(),
    crumb: z.string().max(128).optional(),
    ...pageFields,
  })
  .loose();

const text = (max: number) => z.string().max(max);

export const formInput = z
  .object({
    kind: z.enum(FORM_KINDS).default('form'),
    name: z.string().trim().min(1).max(200).default(DEFAULT_FORM_NAME),
    fields: formFieldsSchema.default([]),
    submitLabel: z.string().trim().min(1).max(100).default('Submit'),
    parsedSubmissionMessage: text(FORM_LIMITS.message).default('Thank you!'),
    submissionHTML: text(FORM_LIMITS.submissionHtml).default(''),
    successRedirect: successRedirectSchema.default(null),
    parsedDisclaimerMessage: text(FORM_LIMITS.message).default(''),
    captchaEnabled: z.boolean().default(false),
    captchaTheme: z.enum(CAPTCHA_THEMES).default('light'),
    captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS).default('left'),
    notifyEmails: notifyEmailsSchema.default([]),
    mailingListId: id.nullable().default(null),
  })
  .strict();
export type FormInputDto = z.infer<typeof formInput>;

export const formPatch = z
  .object({
    name: z.string().trim().min(1).max(200),
    fields: formFieldsSchema,
    submitLabel: z.string().trim().min(1).max(100),
    parsedSubmissionMessage: text(FORM_LIMITS.message),
    submissionHTML: text(FORM_LIMITS.submissionHtml),
    successRedirect: successRedirectSchema,
    parsedDisclaimerMessage: text(FORM_LIMITS.message),
    captchaEnabled: z.boolean(),
    captchaTheme: z.enum(CAPTCHA_THEMES),
    captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS),
    notifyEmails: notifyEmailsSchema,
    mailingListId: id.nullable(),
  })
  .partial()
  .strict();
export type FormPatchDto = z.infer<typeof formPatch>;

const storedField = z.looseObject({ id: z.string(), type: z.string(), title: z.string() });

export const formDto = z.object({
  id: z.string(),
  kind: z.enum(FORM_KINDS),
  name: z.string(),
  fields: z.array(storedField),
  submitLabel: z.string(),
  parsedSubmissionMessage: z.string(),
  submissionHTML: z.string(),
  successRedirect: z.string().nullable(),
  parsedDisclaimerMessage: z.string(),
  captchaEnabled: z.boolean(),
  captchaTheme: z.enum(CAPTCHA_THEMES),
  captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS),
  notifyEmails: z.array(z.string()),
  mailingListId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type FormDto = z.infer<typeof formDto>;
export const formList = z.object({ forms: z.array(formDto) });

export const submissionDto = z.object({
  id: z.string(),
  formId: z.string(),
  createdAt: z.number(),
  page: z.object({
    title: z.string(),
    id: z.string().nullable(),
    contentSource: z.enum(['i', 'c']).nullable(),
    path: z.string(),
    permissionTypeValue: z.number().nullable(),
  }),
  /** Raw answers by field id, in core's normalised shapes. */
  answers: z.record(z.string(), z.unknown()),
  /** One line per field in form order, 'N/A' for a missing answer. */
  summary: z.array(z.object({ fieldId: z.string(), title: z.string(), answer: z.string() })),
});
export type SubmissionDto = z.infer<typeof submissionDto>;

export const submissionPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(64).optional(),
});
export const submissionPage = z.object({
  submissions: z.array(submissionDto),
  nextCursor: z.string().nullable(),
});

/** A form as its submissions' inbox: for roles that read submissions without editing forms. */
export const formInboxList = z.object({
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(FORM_KINDS),
      submissionCount: z.number().int(),
      lastSubmissionAt: z.number().nullable(),
    }),
  ),
});

export const deletedResponse = z.object({ deleted: z.literal(true) });
