import type { NewsletterBlockProps } from './form-block-props.js';
import { FormView } from './form-view.js';

export type { NewsletterBlockProps } from './form-block-props.js';

/**
 * The newsletter block island (block type 51): a heading, a short text and the sign-up form,
 * whose answers join the owner's mailing list. Only the problem banner above the form shows.
 */
export function NewsletterBlock(props: NewsletterBlockProps) {
  const { title, description, ...formProps } = props;
  return (
    <div className="ts-newsletter-block" id={`form-${props.form.id}`}>
      {title ? <h2 className="ts-newsletter-block__title">{title}</h2> : null}
      {description ? <p className="ts-newsletter-block__description">{description}</p> : null}
      <FormView {...formProps} isNewsletter />
    </div>
  );
}
