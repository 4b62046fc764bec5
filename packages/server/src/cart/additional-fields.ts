import { err, ok, validateForm, type Form, type Result } from '@tessera/core';
import { findForm, type Executor } from '@tessera/db';
import { loadedForm } from '../forms/index.js';
import { failure, type Failure } from '../failure.js';

/** The additional-fields form of a product, as core's `Form`; undefined when it has none (or it was deleted). */
export async function productForm(
  db: Executor,
  websiteId: string,
  formId: string | null,
): Promise<Form | undefined> {
  if (formId === null) return undefined;
  const stored = await findForm(db, websiteId, formId);
  if (!stored) return undefined;
  // Only what visitors need: the owner's notification addresses and list stay on the server.
  const {
    kind: _kind,
    submitLabel: _label,
    mailingListId: _list,
    notifyEmails: _notify,
    ...form
  } = loadedForm(stored);
  return form;
}

/**
 * The answers a cart line keeps: for a product with an additional-fields form, the posted answers
 * checked with core's `validateForm` (the same rules the lightbox runs) and normalised; refused
 * with the spec's whole-form message and per-field errors. A product without a form keeps none.
 */
export async function checkAnswers(
  db: Executor,
  websiteId: string,
  formId: string | null,
  answers: Record<string, unknown> | null,
): Promise<Result<Record<string, unknown> | null, Failure>> {
  const form = await productForm(db, websiteId, formId);
  if (!form) return ok(null);
  const checked = validateForm(form.fields, answers ?? {});
  if (!checked.ok) return err(failure('validation-failed', checked.error.message, checked.error.fieldErrors));
  return ok(checked.value as Record<string, unknown>);
}

/** The forms of the products in a cart, by form id, for the cart page to edit answers with. */
export async function formsOf(
  db: Executor,
  websiteId: string,
  formIds: readonly (string | null)[],
): Promise<Map<string, Form>> {
  const forms = new Map<string, Form>();
  for (const id of new Set(formIds)) {
    const form = id === null ? undefined : await productForm(db, websiteId, id);
    if (form && id !== null) forms.set(id, form);
  }
  return forms;
}
