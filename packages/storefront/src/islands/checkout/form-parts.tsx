import type { FormEvent, ReactNode } from 'react';

/** The hidden fields every plain checkout form carries. */
export function HiddenFields({ crumb, cartToken }: { crumb: string; cartToken: string | null }) {
  return (
    <>
      <input type="hidden" name="crumb" value={crumb} />
      {cartToken ? <input type="hidden" name="cartToken" value={cartToken} /> : null}
    </>
  );
}

export interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly defaultValue?: string | undefined;
  readonly error?: string | undefined;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly inputMode?: 'numeric' | 'text';
}

export const fieldClass = (error: string | undefined) =>
  `ts-checkout__field${error ? ' ts-checkout__field--error' : ''}`;

/** A field's error under it, announced with the field (its id is the field's aria-describedby). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="ts-checkout__field-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error under it (announced with the field). */
export function TextField(props: TextFieldProps) {
  const errorId = `${props.id}-error`;
  return (
    <div className={fieldClass(props.error)}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue ?? ''}
        autoComplete={props.autoComplete}
        required={props.required}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** A section of the checkout with its heading. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="ts-checkout__section" aria-labelledby={id}>
      <h2 className="ts-checkout__heading" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The fields of a submitted form as strings. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const values: Record<string, string> = {};
  new FormData(event.currentTarget).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
