import type { FormField } from '@tessera/core';
import type { ReactNode } from 'react';

export interface ControlProps<F extends FormField = FormField> {
  readonly field: F;
  readonly value: unknown;
  readonly error?: string | undefined;
  /** Unique per form on the page, so ids do not collide. */
  readonly idPrefix: string;
  readonly onChange: (value: unknown) => void;
}

/** The name a value is posted under without JavaScript: `fields[id]`, plus `[part]` for parts. */
export function postName(field: FormField, part?: string | number): string {
  return part === undefined ? `fields[${field.id}]` : `fields[${field.id}][${part}]`;
}

export function controlIds(props: ControlProps) {
  const base = `${props.idPrefix}-${props.field.id}`;
  return {
    input: base,
    error: `${base}-error`,
    description: `${base}-description`,
    counter: `${base}-counter`,
  };
}

export function describedBy(props: ControlProps, ...extra: string[]): string | undefined {
  const ids = controlIds(props);
  const list = [props.error ? ids.error : '', props.field.description ? ids.description : '', ...extra];
  const joined = list.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function isRequired(field: FormField): boolean {
  return 'required' in field && field.required === true && field.type !== 'likert';
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A field's frame: its error above the title (storefront spec §5), the title with a required
 * mark, the description, then the control. Groups of inputs get a fieldset and legend.
 */
export function FieldFrame(props: ControlProps & { readonly group?: boolean; readonly children: ReactNode }) {
  const { field, error } = props;
  const ids = controlIds(props);
  const title = (
    <>
      {field.title}
      {isRequired(field) ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  const description = field.description ? (
    <p className="ts-form-field__description" id={ids.description}>
      {field.description}
    </p>
  ) : null;
  const errorText = error ? (
    <p className="ts-form-field__error" id={ids.error}>
      {error}
    </p>
  ) : null;
  const className = `ts-form-field ts-form-field--${field.type}${error ? ' ts-form-field--error' : ''}`;
  if (props.group) {
    return (
      <div className={className}>
        {errorText}
        <fieldset className="ts-form-field__group" aria-describedby={describedBy(props)}>
          <legend className="ts-form-field__title">{title}</legend>
          {description}
          {props.children}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={className}>
      {errorText}
      <label className="ts-form-field__title" htmlFor={ids.input}>
        {title}
      </label>
      {description}
      {props.children}
    </div>
  );
}
