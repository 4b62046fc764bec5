import type { FieldValue, Form } from '@tessera/core';
import { AdditionalFieldsForm } from './additional-fields-form.js';
import type { SaveOutcome } from './additional-fields-form.js';
import { Lightbox } from './lightbox.js';

export interface AdditionalFieldsDialogProps {
  readonly form: Form;
  readonly initialValues?: Readonly<Record<string, unknown>>;
  readonly submitLabel?: string;
  readonly onSubmit: (values: Record<string, FieldValue>) => Promise<SaveOutcome>;
  readonly onClose: () => void;
}

/**
 * The lightbox holding a product's additional-fields form. Islands load this module on demand
 * (`import()`), so pages pay for it only when a visitor opens a form.
 */
export function AdditionalFieldsDialog({
  form,
  onClose,
  onSubmit,
  ...formProps
}: AdditionalFieldsDialogProps) {
  return (
    <Lightbox title={form.name} onClose={onClose}>
      {(close) => (
        <AdditionalFieldsForm
          form={form}
          {...formProps}
          onSubmit={async (values) => {
            const outcome = await onSubmit(values);
            if (outcome.ok) close();
            return outcome;
          }}
        />
      )}
    </Lightbox>
  );
}
