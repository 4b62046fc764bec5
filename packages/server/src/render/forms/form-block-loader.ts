import type { BlockForm } from '@tessera/storefront/ssr';
import type { BlockLoader } from '../blocks/block-loader.js';
import { text } from '../blocks/block-loader.js';
import { findSubmittableForm } from '../../forms/index.js';
import type { LoadedForm } from '../../forms/index.js';

/** What a form block's island shows of a form: never its notification addresses or list. */
export type PublicForm = BlockForm & { readonly kind: 'form' | 'newsletter' };

export function publicForm(form: LoadedForm): PublicForm {
  return {
    id: form.id,
    kind: form.kind === 'newsletter' ? 'newsletter' : 'form',
    name: form.name,
    fields: form.fields,
    submitLabel: form.submitLabel,
    parsedSubmissionMessage: form.parsedSubmissionMessage ?? '',
    submissionHTML: form.submissionHTML ?? '',
    ...(form.successRedirect !== undefined && { successRedirect: form.successRedirect }),
    parsedDisclaimerMessage: form.parsedDisclaimerMessage ?? '',
    captchaEnabled: form.captchaEnabled,
    captchaTheme: form.captchaTheme,
    captchaAlignment: form.captchaAlignment,
  };
}

async function loadForm(block: Parameters<BlockLoader>[0], ctx: Parameters<BlockLoader>[1]) {
  const formId = text(block.config, 'formId');
  if (!formId) return undefined;
  const ctxLike = { db: ctx.db, websiteId: ctx.websiteId, actor: { kind: 'visitor' as const }, locale: '' };
  const form = await findSubmittableForm(ctxLike, formId);
  return form && publicForm(form);
}

/**
 * FORM (9): `{ form }` — the owner's form (fields, texts, captcha settings) by the block's
 * `formId`; no `form` when it names none of this website's forms, and the theme shows nothing.
 */
export const formBlock: BlockLoader = async (block, ctx) => {
  const form = await loadForm(block, ctx);
  return form ? { form } : {};
};

/** NEWSLETTER (51): `{ form, title, description }` — a sign-up form and its heading and text. */
export const newsletterBlock: BlockLoader = async (block, ctx) => {
  const form = await loadForm(block, ctx);
  return {
    ...(form && { form }),
    title: text(block.config, 'title'),
    description: text(block.config, 'description'),
  };
};
