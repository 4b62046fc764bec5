import { formSubmissionView, hiddenFieldValues } from '@tessera/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import { CaptchaSlot } from './captcha/captcha-slot.js';
import { FieldControl } from '../shared/form-fields/field-controls.js';
import { recordFormRender } from './form-api.js';
import type { FormBlockProps } from './form-block-props.js';
import { runPostSubmitHtml } from './post-submit-html.js';
import { useFormSubmission } from './use-form-submission.js';

/** Splits owner text into paragraphs at blank lines (the messages are plain text). */
function Paragraphs({ text, className }: { readonly text: string; readonly className: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function Success({ form }: Pick<FormBlockProps, 'form'>) {
  const htmlRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (htmlRef.current && form.submissionHTML) runPostSubmitHtml(htmlRef.current, form.submissionHTML);
  }, [form.submissionHTML]);
  return (
    <div className="ts-form__success" role="status">
      <Paragraphs text={form.parsedSubmissionMessage ?? ''} className="ts-form__submission-message" />
      <div ref={htmlRef} className="ts-form__submission-html" />
    </div>
  );
}

function PageFieldInputs({ page }: Pick<FormBlockProps, 'page'>) {
  return (
    <>
      <input type="hidden" name="pageTitle" value={page.pageTitle} />
      <input type="hidden" name="pageId" value={page.pageId ?? ''} />
      <input type="hidden" name="contentSource" value={page.contentSource ?? ''} />
      <input type="hidden" name="pagePath" value={page.pagePath} />
      <input type="hidden" name="pagePermissionTypeValue" value={page.pagePermissionTypeValue ?? ''} />
    </>
  );
}

/**
 * An owner's form: a real `<form method="post">` that works before JavaScript, then the island's
 * flow once hydrated — errors above each field's title, the problem banners above (and, except
 * on newsletter forms, below) the form, 'Submitting…' while locked, and on success the
 * submission text and post-submit HTML, or the owner's success URL.
 */
export function FormView(
  props: FormBlockProps & {
    readonly isNewsletter: boolean;
    /** Runs after a successful submission (the promotional pop-up remembers the sign-up). */
    readonly onSubmitted?: () => void;
  },
) {
  const { form, page, captcha, onSubmitted } = props;
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...props.values }));
  const [focused, setFocused] = useState(false);
  const onSuccess = useCallback(() => {
    onSubmitted?.();
    if (form.successRedirect) window.location.assign(form.successRedirect);
  }, [form.successRedirect, onSubmitted]);
  const flow = useFormSubmission(form, page, {
    captchaBound: captcha !== undefined,
    result: props.result,
    onSuccess,
  });
  const view = formSubmissionView(flow.state, {
    captchaBound: captcha !== undefined,
    submitLabel: form.submitLabel,
    isNewsletter: props.isNewsletter,
  });

  useEffect(() => {
    recordFormRender(form.id);
    // The page may have been cached without its query; hidden fields follow this visit's query.
    const fromQuery = hiddenFieldValues(form.fields, window.location.search);
    if (Object.keys(fromQuery).length > 0) setValues((current) => ({ ...current, ...fromQuery }));
  }, [form.id, form.fields]);

  const width = useCallback(() => formRef.current?.clientWidth ?? 0, []);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit(values);
  };
  if (view.hideForm) return <Success form={form} />;
  return (
    <form
      ref={formRef}
      className="ts-form"
      method="post"
      action={props.action}
      noValidate
      aria-busy={view.locked || undefined}
      onSubmit={onSubmit}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {view.banners ? <p className="ts-form__banner ts-form__banner--above">{view.banners.above}</p> : null}
      <PageFieldInputs page={page} />
      <fieldset className="ts-form__fields" disabled={view.locked}>
        {form.fields.map((field) => (
          <FieldControl
            key={field.id}
            field={field}
            idPrefix={idPrefix}
            value={values[field.id]}
            error={flow.state.fieldErrors[field.id]}
            onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
      </fieldset>
      {captcha ? (
        <CaptchaSlot
          config={captcha}
          theme={form.captchaTheme}
          alignment={form.captchaAlignment}
          visible={focused}
          width={width}
          onSolved={flow.captchaSolved}
          onExpired={flow.captchaExpired}
          handleRef={flow.captchaRef}
        />
      ) : null}
      <div className="ts-form__message" role="alert">
        {flow.state.message}
      </div>
      <button type="submit" className="ts-form__submit" disabled={view.submitDisabled}>
        {view.buttonLabel}
      </button>
      <Paragraphs text={form.parsedDisclaimerMessage ?? ''} className="ts-form__disclaimer" />
      {view.banners?.below ? (
        <p className="ts-form__banner ts-form__banner--below">{view.banners.below}</p>
      ) : null}
    </form>
  );
}
