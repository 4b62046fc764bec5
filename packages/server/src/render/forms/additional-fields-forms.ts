import type { Form } from '@tessera/core';
import { findFormsByIds, type Executor } from '@tessera/db';
import { loadedForm } from '../../forms/index.js';
import { publicForm } from './form-block-loader.js';

/**
 * Products' additional-fields forms by id, in one statement, as the storefront reads them (core's
 * `Form`, without the owner's notification addresses or mailing list).
 */
export async function loadAdditionalFieldsForms(
  db: Executor,
  websiteId: string,
  products: Iterable<{ additional_fields_form_id: string | null }>,
): Promise<Map<string, Form>> {
  const ids = [...products].flatMap((p) =>
    p.additional_fields_form_id ? [p.additional_fields_form_id] : [],
  );
  const rows = await findFormsByIds(db, websiteId, ids);
  const forms = new Map<string, Form>();
  for (const [id, row] of rows) {
    const { kind: _kind, submitLabel: _label, ...form } = publicForm(loadedForm(row));
    forms.set(id, form);
  }
  return forms;
}

/** Fills a product item's `structuredContent.additionalFieldsForm` from the loaded forms. */
export function withAdditionalFieldsForm<T extends Record<string, unknown>>(
  item: T,
  forms: Map<string, Form>,
): T {
  const content = item['structuredContent'] as Record<string, unknown> | undefined;
  const id = content?.['additionalFieldsFormId'];
  if (content && typeof id === 'string') content['additionalFieldsForm'] = forms.get(id) ?? null;
  return item;
}
