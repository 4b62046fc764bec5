import { CAPTCHA_ACTIONS, ok, validateForm, type CaptchaAction } from '@tessera/core';
import {
  clockOf,
  countFormSubmissionsSince,
  findForm,
  insertFormSubmission,
  inTransaction,
  isPromoPopupForm,
} from '@tessera/db';
import type { ContentSource } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../failure.js';
import { signUpOf, signUpToList } from '../newsletter/index.js';
import type { CaptchaProvider } from './captcha/captcha-provider.js';
import { loadedForm, type LoadedForm } from './form-records.js';
import { queueSubmissionNotifications } from './notifications.js';
import { captchaFailureCode } from './submit-errors.js';
import { useSubmissionKey } from './submission-keys.js';

/** Submissions one website accepts per minute from everyone together (each visitor has a lower limit). */
export const WEBSITE_SUBMISSIONS_PER_MINUTE = 120;

export interface PageFields {
  pageTitle: string;
  pageId: string | null;
  contentSource: ContentSource | null;
  pagePath: string;
  pagePermissionTypeValue: number | null;
}

export interface SubmissionInput {
  formId: string;
  key: string;
  /** The field values keyed by field id: a JSON string (SaveFormSubmission) or already an object. */
  form: string | Record<string, unknown>;
  captchaKey: string | null | undefined;
  page: PageFields;
  /** The website's origin, for the links of the e-mails a submission sends (the newsletter welcome). */
  baseUrl: string;
}

function parseValues(form: SubmissionInput['form']): Record<string, unknown> | undefined {
  if (typeof form !== 'string') return form;
  try {
    const parsed: unknown = JSON.parse(form);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The action captcha tokens of a form are requested with. */
export function captchaActionOf(form: LoadedForm): CaptchaAction {
  return form.kind === 'newsletter' ? CAPTCHA_ACTIONS.newsletterBlock : CAPTCHA_ACTIONS.formBlock;
}

/** Forms visitors may submit directly: form and newsletter blocks (product forms go with the cart). */
export async function findSubmittableForm(
  ctx: ServiceContext,
  formId: string,
): Promise<LoadedForm | undefined> {
  const row = await findForm(ctx.db, ctx.websiteId, formId);
  return row && row.kind !== 'product' ? loadedForm(row) : undefined;
}

async function checks(
  ctx: ServiceContext,
  captcha: CaptchaProvider,
  input: SubmissionInput,
): Promise<Outcome<{ form: LoadedForm; values: Record<string, unknown> }>> {
  if (!(await useSubmissionKey(ctx, input.key))) return fail('form-key-invalid');
  const form = await findSubmittableForm(ctx, input.formId);
  if (!form) return fail('form-not-configured');
  const values = parseValues(input.form);
  if (!values) return fail('form-fields-unparseable');
  const recent = await countFormSubmissionsSince(ctx.db, ctx.websiteId, clockOf(ctx.db).now() - 60_000);
  if (recent >= WEBSITE_SUBMISSIONS_PER_MINUTE) return fail('form-rate-limited');
  if (form.captchaEnabled) {
    // The promotional pop-up's own form asks its tokens with the promo pop-up action.
    const popup = form.kind === 'newsletter' && (await isPromoPopupForm(ctx.db, ctx.websiteId, form.id));
    const verdict = await captcha.verify({
      db: ctx.db,
      websiteId: ctx.websiteId,
      formId: form.id,
      action: popup ? CAPTCHA_ACTIONS.promoPopup : captchaActionOf(form),
      token: input.captchaKey,
    });
    if (!verdict.ok) return fail(captchaFailureCode(verdict.error));
  }
  return ok({ form, values });
}

/**
 * A visitor's submission (storefront spec §7, SaveFormSubmission): the single-use key, the form,
 * the values, the website's rate, the captcha, then core's validation — the same rules the
 * browser ran. It is stored with its page fields; a newsletter sign-up joins the form's list and
 * owner notifications are queued, all in one transaction.
 */
export async function submitForm(
  ctx: ServiceContext,
  captcha: CaptchaProvider,
  input: SubmissionInput,
): Promise<Outcome<LoadedForm>> {
  const checked = await checks(ctx, captcha, input);
  if (!checked.ok) return checked;
  const { form, values } = checked.value;
  const validated = validateForm(form.fields, values);
  if (!validated.ok) return invalid({ ...validated.error.fieldErrors });
  const answers = validated.value as Record<string, unknown>;
  await inTransaction(ctx.db, async (trx) => {
    const stored = await insertFormSubmission(trx, ctx.websiteId, {
      formId: form.id,
      answers,
      ...input.page,
    });
    const signUp =
      form.kind === 'newsletter' && form.mailingListId ? signUpOf(form.fields, answers) : undefined;
    if (signUp && form.mailingListId)
      await signUpToList(trx, ctx.websiteId, form.mailingListId, form.id, signUp, input.baseUrl);
    await queueSubmissionNotifications(trx, ctx.websiteId, form, {
      id: stored.id,
      answers,
      pageTitle: input.page.pageTitle,
      pagePath: input.page.pagePath,
    });
  });
  return ok(form);
}

/** The browser-side rules run on the server (POST /api/rest/forms/validate/{formId}). */
export async function validateSubmission(
  ctx: ServiceContext,
  formId: string,
  values: Record<string, unknown>,
): Promise<Outcome<void>> {
  const form = await findSubmittableForm(ctx, formId);
  if (!form) return fail('form-not-configured');
  const result = validateForm(form.fields, values);
  return result.ok ? ok(undefined) : invalid({ ...result.error.fieldErrors });
}
