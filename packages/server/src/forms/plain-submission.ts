import { FORM_MESSAGES } from '@tessera/core';
import { clockOf, deleteExpiredFormFlashes, insertFormFlash } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import type { LoadedForm } from './form-records.js';
import { failureMessage, type Failure } from '../failure.js';
import { sha256 } from '../digest.js';

/** How long the page a plain post redirects to can show the outcome. */
export const FORM_FLASH_TTL_MS = 10 * 60_000;
/** The query parameter carrying a plain post's outcome back to its page: `<formId>.<flashId>`. */
export const FORM_RESULT_PARAM = 'formResult';

/** The outcome shown by a form block after a plain post (read by the page that shows the form). */
export type FormFlash =
  | { readonly kind: 'success' }
  | {
      readonly kind: 'failure';
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly values: Readonly<Record<string, unknown>>;
    };

export function visitorHash(crumb: string): string {
  return sha256(`form-flash:${crumb}`);
}

export function failureFlash(failed: Failure, values: Readonly<Record<string, unknown>>): FormFlash {
  const fieldErrors = failed.fields ?? {};
  const message = failed.code === 'validation-failed' ? FORM_MESSAGES.formInvalid : failureMessage(failed);
  return { kind: 'failure', message, fieldErrors, values };
}

/** Stores the outcome for the visitor and gives the address of their page showing it. */
export async function flashAndReturnPath(
  ctx: ServiceContext,
  form: LoadedForm,
  crumb: string,
  pagePath: string,
  flash: FormFlash,
): Promise<string> {
  const now = clockOf(ctx.db).now();
  await deleteExpiredFormFlashes(ctx.db, ctx.websiteId, now);
  const id = await insertFormFlash(ctx.db, ctx.websiteId, {
    formId: form.id,
    visitorHash: visitorHash(crumb),
    payload: flash,
    expiresAt: now + FORM_FLASH_TTL_MS,
  });
  const url = new URL(pagePath, 'http://site.invalid');
  url.searchParams.set(FORM_RESULT_PARAM, `${form.id}.${id}`);
  url.hash = `form-${form.id}`;
  return `${url.pathname}${url.search}${url.hash}`;
}
