import {
  DEFAULT_PROMO_POPUP,
  promoPopupFields,
  type PromoPopupFields,
  type PromoPopupInput,
} from '@tessera/contract';
import { ok, type FormField } from '@tessera/core';
import {
  findFile,
  findForm,
  findMailingList,
  findPromoPopup,
  insertForm,
  inTransaction,
  savePromoPopup,
  updateForm,
  type Executor,
  type StoredPromoPopup,
} from '@tessera/db';
import { isDeepStrictEqual } from 'node:util';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../owner-kit/index.js';

export interface PromoPopupView extends PromoPopupFields {
  version: number;
  formId: string | null;
}

/** The name of the pop-up's own form in the owner's list of forms. */
export const PROMO_POPUP_FORM_NAME = 'Promotional pop-up';
const EMAIL_FIELD: FormField = { id: 'email', type: 'email', title: 'Email address', required: true };

/** The stored choices, each one checked again: a value that no longer passes takes its default. */
export function storedFields(row: StoredPromoPopup | undefined): PromoPopupFields {
  if (!row) return DEFAULT_PROMO_POPUP;
  const fields: Record<string, unknown> = { ...DEFAULT_PROMO_POPUP };
  for (const [key, schema] of Object.entries(promoPopupFields.shape)) {
    const checked = schema.safeParse(row.settings[key]);
    if (checked.success) fields[key] = checked.data;
  }
  return fields as PromoPopupFields;
}

const viewOf = (row: StoredPromoPopup | undefined): PromoPopupView => ({
  ...storedFields(row),
  version: row?.version ?? 0,
  formId: row?.form_id ?? null,
});

export async function readPromoPopup(ctx: ServiceContext): Promise<PromoPopupView> {
  return viewOf(await findPromoPopup(ctx.db, ctx.websiteId));
}

/** The list and the image must be this website's own (a list in the trash is not offered). */
async function referencesOf(ctx: ServiceContext, input: PromoPopupFields): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (input.action === 'newsletter' && input.mailingListId) {
    if (!(await findMailingList(ctx.db, ctx.websiteId, input.mailingListId)))
      errors['mailingListId'] = 'Choose one of your mailing lists';
  }
  if (input.imageFileId) {
    const file = await findFile(ctx.db, ctx.websiteId, input.imageFileId);
    if (!file?.content_type.startsWith('image/')) errors['imageFileId'] = 'Choose an image from your files';
  }
  return errors;
}

/**
 * Keeps the pop-up's own newsletter form in step with it: the list its sign-ups join, the button
 * label, the success text and the captcha. Made on the first newsletter save; kept when the
 * button links instead, so switching back keeps the same form and its submissions.
 */
async function syncForm(
  db: Executor,
  websiteId: string,
  formId: string | null,
  input: PromoPopupFields,
): Promise<string | null> {
  if (input.action !== 'newsletter') return formId;
  const texts = {
    submitLabel: input.buttonLabel,
    submissionMessage: input.successText,
    captchaEnabled: input.captchaEnabled,
    mailingListId: input.mailingListId,
  };
  const existing = formId ? await findForm(db, websiteId, formId) : undefined;
  if (existing) {
    await updateForm(db, websiteId, existing.id, texts);
    return existing.id;
  }
  const made = await insertForm(db, websiteId, {
    kind: 'newsletter',
    name: PROMO_POPUP_FORM_NAME,
    fields: [EMAIL_FIELD],
    ...texts,
  });
  return made.id;
}

/** The save would store what is stored (and the newsletter form it needs exists). */
const unchanged = (current: StoredPromoPopup, fields: PromoPopupFields) =>
  isDeepStrictEqual(storedFields(current), fields) &&
  (fields.action !== 'newsletter' || current.form_id !== null);

/**
 * Replaces the pop-up with the owner's choices and moves its version on. With `version`, only
 * when no other save came since ('changed-elsewhere' otherwise); a retry without it is the same save.
 */
export async function savePopup(
  ctx: ServiceContext,
  input: PromoPopupInput,
): Promise<Outcome<PromoPopupView>> {
  const { version, ...fields } = input;
  const errors = await referencesOf(ctx, fields);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const saved = await inTransaction(ctx.db, async (trx) => {
    const current = await findPromoPopup(trx, ctx.websiteId);
    if (version !== undefined && version !== (current?.version ?? 0)) return undefined;
    // The same choices again keep the version: a new one would show the pop-up again to every
    // visitor who closed it (the visitor's stored version no longer matches).
    if (current && unchanged(current, fields)) return current;
    const formId = await syncForm(trx, ctx.websiteId, current?.form_id ?? null, fields);
    return savePromoPopup(trx, ctx.websiteId, { settings: { ...fields }, formId }, version);
  });
  return saved ? ok(viewOf(saved)) : fail('changed-elsewhere');
}
