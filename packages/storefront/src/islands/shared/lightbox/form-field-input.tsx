import { characterCounter, isMultiPartField, LIKERT_LABELS, normalizeFieldValue } from '@tessera/core';
import type { ChoiceField, FormField, LikertField, MultiPartFieldType, TextareaField } from '@tessera/core';
import type { ReactNode } from 'react';
import { AM_PM, FIELD_PART_AUTOCOMPLETE, FIELD_PART_LABELS } from './field-parts.js';

export interface FieldProps<F extends FormField = FormField> {
  readonly field: F;
  readonly value: unknown;
  readonly error?: string | undefined;
  /** Unique per form on the page, so ids do not collide. */
  readonly idPrefix: string;
  readonly onChange: (value: unknown) => void;
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};

function ids(props: FieldProps) {
  const base = `${props.idPrefix}-${props.field.id}`;
  return { input: base, error: `${base}-error`, description: `${base}-description` };
}

function describedBy(props: FieldProps): string | undefined {
  const { error, description } = ids(props);
  const list = [props.error ? error : '', props.field.description ? description : ''].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

function required(field: FormField): boolean {
  return 'required' in field && field.required === true && field.type !== 'likert';
}

function Title({ field }: { readonly field: FormField }) {
  return (
    <>
      {field.title}
      {required(field) ? <span aria-hidden="true"> *</span> : null}
    </>
  );
}

/** Error above the title, then the title, description and control (storefront spec §5). */
function Frame(props: FieldProps & { readonly group?: boolean; readonly children: ReactNode }) {
  const { field, error } = props;
  const id = ids(props);
  const description = field.description ? (
    <p className="ts-form-field__description" id={id.description}>
      {field.description}
    </p>
  ) : null;
  return (
    <div className={`ts-form-field ts-form-field--${field.type}${error ? ' ts-form-field--error' : ''}`}>
      {error ? (
        <p className="ts-form-field__error" id={id.error}>
          {error}
        </p>
      ) : null}
      {props.group ? (
        <fieldset className="ts-form-field__group" aria-describedby={describedBy(props)}>
          <legend className="ts-form-field__title">
            <Title field={field} />
          </legend>
          {description}
          {props.children}
        </fieldset>
      ) : (
        <>
          <label className="ts-form-field__title" htmlFor={id.input}>
            <Title field={field} />
          </label>
          {description}
          {props.children}
        </>
      )}
    </div>
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function TextareaInput(props: FieldProps<TextareaField>) {
  const value = text(props.value);
  const counter =
    props.field.maxLength === undefined ? undefined : characterCounter(value, props.field.maxLength);
  const id = ids(props);
  return (
    <Frame {...props}>
      <textarea
        id={id.input}
        className="ts-form-field__input"
        value={value}
        placeholder={props.field.placeholder}
        aria-required={required(props.field) || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          [describedBy(props), counter ? `${id.input}-counter` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => props.onChange(event.target.value)}
      />
      {counter ? (
        <p
          id={`${id.input}-counter`}
          className={`ts-form-field__counter${counter.overLimit ? ' ts-form-field__counter--over' : ''}`}
        >
          {counter.text}
        </p>
      ) : null}
    </Frame>
  );
}

function PartsInput(props: FieldProps & { readonly kind: MultiPartFieldType }) {
  const parts = normalizeFieldValue(props.field, props.value) as readonly string[];
  const labels = FIELD_PART_LABELS[props.kind];
  const hideCountry =
    props.kind === 'phone' && props.field.type === 'phone' && props.field.showCountryCode !== true;
  const set = (index: number, part: string) => props.onChange(parts.map((p, i) => (i === index ? part : p)));
  return (
    <Frame {...props} group>
      <div className="ts-form-field__parts">
        {labels.map((label, index) => {
          if (hideCountry && index === 0) return null;
          const id = `${ids(props).input}-${index}`;
          const control =
            props.kind === 'time' && index === 3 ? (
              <select id={id} value={parts[index] ?? ''} onChange={(event) => set(index, event.target.value)}>
                {AM_PM.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="text"
                inputMode={props.kind === 'date' || props.kind === 'phone' ? 'numeric' : undefined}
                autoComplete={FIELD_PART_AUTOCOMPLETE[props.kind][index]}
                value={parts[index] ?? ''}
                aria-invalid={props.error ? true : undefined}
                onChange={(event) => set(index, event.target.value)}
              />
            );
          return (
            <div className="ts-form-field__part" key={label}>
              <label htmlFor={id}>{label}</label>
              {control}
            </div>
          );
        })}
      </div>
    </Frame>
  );
}

function ChoiceInput(props: FieldProps<ChoiceField>) {
  const { field } = props;
  const id = ids(props);
  if (field.type === 'select') {
    return (
      <Frame {...props}>
        <select
          id={id.input}
          className="ts-form-field__input"
          value={text(props.value)}
          aria-required={required(field) || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(props)}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">Select an option</option>
          {field.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </Frame>
    );
  }
  const chosen = Array.isArray(props.value) ? (props.value as string[]) : [text(props.value)];
  const toggle = (option: string, on: boolean) =>
    field.type === 'radio'
      ? props.onChange(option)
      : props.onChange(on ? [...chosen.filter(Boolean), option] : chosen.filter((c) => c !== option));
  return (
    <Frame {...props} group>
      {field.options.map((option, index) => (
        <label className="ts-form-field__option" key={option}>
          <input
            type={field.type}
            name={id.input}
            value={option}
            checked={chosen.includes(option)}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => toggle(option, event.target.checked)}
            id={`${id.input}-${index}`}
          />
          {option}
        </label>
      ))}
    </Frame>
  );
}

function LikertInput(props: FieldProps<LikertField>) {
  const answers = normalizeFieldValue(props.field, props.value) as Readonly<Record<string, string>>;
  return (
    <Frame {...props} group>
      {props.field.options.map((statement, row) => (
        <fieldset className="ts-form-field__likert-row" key={statement}>
          <legend>{statement}</legend>
          {Object.entries(LIKERT_LABELS).map(([answer, label]) => (
            <label key={answer} className="ts-form-field__option">
              <input
                type="radio"
                name={`${ids(props).input}-${row}`}
                value={answer}
                checked={answers[statement] === answer}
                onChange={() => props.onChange({ ...answers, [statement]: answer })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
    </Frame>
  );
}

function SingleInput(props: FieldProps) {
  const { field } = props;
  const id = ids(props);
  const input = (
    <input
      id={id.input}
      className="ts-form-field__input"
      type={INPUT_TYPES[field.type] ?? 'text'}
      value={text(props.value)}
      placeholder={'placeholder' in field ? field.placeholder : undefined}
      aria-required={required(field) || undefined}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  const symbol = field.type === 'currency' ? field.currencySymbol : undefined;
  return (
    <Frame {...props}>
      {symbol ? (
        <span className="ts-form-field__currency">
          <span aria-hidden="true">{symbol}</span>
          {input}
        </span>
      ) : (
        input
      )}
    </Frame>
  );
}

/** One field of an owner-built form, by kind (storefront spec §3 field kinds). */
export function FormFieldInput(props: FieldProps) {
  const { field } = props;
  switch (field.type) {
    case 'section':
      return (
        <div className={`ts-form-section${field.underline ? ' ts-form-section--underline' : ''}`}>
          <h3 className="ts-form-section__title">{field.title}</h3>
          {field.description ? <p className="ts-form-section__description">{field.description}</p> : null}
        </div>
      );
    case 'hidden':
      return <input type="hidden" name={field.key} value={text(props.value)} />;
    case 'textarea':
      return <TextareaInput {...props} field={field} />;
    case 'radio':
    case 'checkbox':
    case 'select':
      return <ChoiceInput {...props} field={field} />;
    case 'likert':
      return <LikertInput {...props} field={field} />;
    default:
      return isMultiPartField(field.type) ? (
        <PartsInput {...props} kind={field.type} />
      ) : (
        <SingleInput {...props} />
      );
  }
}
