import { FORM_MESSAGES, hiddenFieldValues, validateForm } from '@tessera/core';
import type { FieldValue, Form } from '@tessera/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FieldControl } from '../form-fields/field-controls.js';

/** What saving the answers came to: done, or a message with optional per-field errors. */
export type SaveOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly fieldErrors?: Readonly<Record<string, string>> };

export interface AdditionalFieldsFormProps {
  readonly form: Form;
  /** Earlier answers keyed by field id (editing from the cart page). */
  readonly initialValues?: Readonly<Record<string, unknown>>;
  /** Default 'Add to Cart'. */
  readonly submitLabel?: string;
  readonly onSubmit: (values: Record<string, FieldValue>) => Promise<SaveOutcome>;
}

function startValues(form: Form, initial: Readonly<Record<string, unknown>> | undefined) {
  const query = typeof window === 'undefined' ? '' : window.location.search;
  return { ...hiddenFieldValues(form.fields, query), ...initial };
}

/**
 * A product's additional-fields form: core's validation runs before saving; the button reads
 * 'Saving…' meanwhile; then the caller's outcome, or the field errors (ours or the server's)
 * above each field with 'One or more fields is invalid, please check your entries.'
 */
export function AdditionalFieldsForm({
  form,
  initialValues,
  submitLabel,
  onSubmit,
}: AdditionalFieldsFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<Record<string, unknown>>(() => startValues(form, initialValues));
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validateForm(form.fields, values);
    if (!checked.ok) {
      setFieldErrors(checked.error.fieldErrors);
      setMessage(checked.error.message);
      return;
    }
    setFieldErrors({});
    setMessage(undefined);
    setSaving(true);
    const outcome = await onSubmit(checked.value);
    setSaving(false);
    if (!outcome.ok) {
      setFieldErrors(outcome.fieldErrors ?? {});
      setMessage(outcome.message);
    }
  };

  return (
    <form className="ts-additional-fields" noValidate onSubmit={(event) => void submit(event)}>
      <div className="ts-additional-fields__message" role="alert">
        {message}
      </div>
      {form.fields.map((field) => (
        <FieldControl
          key={field.id}
          field={field}
          idPrefix={idPrefix}
          value={values[field.id]}
          error={fieldErrors[field.id]}
          onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
        />
      ))}
      <button type="submit" className="ts-additional-fields__submit" disabled={saving} aria-busy={saving}>
        {saving ? FORM_MESSAGES.saving : (submitLabel ?? FORM_MESSAGES.defaultSubmitLabel)}
      </button>
    </form>
  );
}
