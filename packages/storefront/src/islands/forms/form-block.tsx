import type { FormBlockProps } from './form-block-props.js';
import { FormView } from './form-view.js';

export type { FormBlockProps } from './form-block-props.js';

/** The form block island (block type 9): an owner's form, with its anchor for plain-post returns. */
export function FormBlock(props: FormBlockProps) {
  return (
    <div className="ts-form-block" id={`form-${props.form.id}`}>
      <FormView {...props} isNewsletter={false} />
    </div>
  );
}
