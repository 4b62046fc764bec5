import { characterCounter, isMultiPartField, LIKERT_LABELS, normalizeFieldValue } from '@tessera/core';
import type { ChoiceField, LikertField, MultiPartFieldType, TextareaField } from '@tessera/core';
import { AM_PM, FIELD_PART_AUTOCOMPLETE, FIELD_PART_LABELS } from './field-parts.js';
import { controlIds, describedBy, FieldFrame, isRequired, postName, textOf } from './field-frame.js';
import type { ControlProps } from './field-frame.js';

const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};

/** Textarea with the live 'count / max' counter, in error style past the limit. */
function TextareaControl(props: ControlProps<TextareaField>) {
  const value = textOf(props.value);
  const max = props.field.maxLength;
  const counter = max === undefined ? undefined : characterCounter(value, max);
  const ids = controlIds(props);
  return (
    <FieldFrame {...props}>
      <textarea
        id={ids.input}
        name={postName(props.field)}
        className="ts-form-field__input"
        value={value}
        placeholder={props.field.placeholder}
        aria-required={isRequired(props.field) || undefined}
        aria-invalid={props.error || counter?.overLimit ? true : undefined}
        aria-describedby={describedBy(props, counter ? ids.counter : '')}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {counter ? (
        <p
          id={ids.counter}
          className={`ts-form-field__counter${counter.overLimit ? ' ts-form-field__counter--over' : ''}`}
          aria-live="polite"
        >
          {counter.text}
        </p>
      ) : null}
    </FieldFrame>
  );
}

function PartsControl(props: ControlProps & { readonly kind: MultiPartFieldType }) {
  const parts = normalizeFieldValue(props.field, props.value) as readonly string[];
  const hideCountry = props.field.type === 'phone' && props.field.showCountryCode !== true;
  const set = (index: number, part: string) => props.onChange(parts.map((p, i) => (i === index ? part : p)));
  return (
    <FieldFrame {...props} group>
      <div className="ts-form-field__parts">
        {FIELD_PART_LABELS[props.kind].map((label, index) => {
          if (hideCountry && index === 0) return null;
          const id = `${controlIds(props).input}-${index}`;
          const common = { id, name: postName(props.field, index), value: parts[index] ?? '' };
          const control =
            props.kind === 'time' && index === 3 ? (
              <select {...common} onChange={(event) => set(index, event.target.value)}>
                {AM_PM.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type="text"
                inputMode={props.kind === 'date' || props.kind === 'phone' ? 'numeric' : undefined}
                autoComplete={FIELD_PART_AUTOCOMPLETE[props.kind][index]}
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
    </FieldFrame>
  );
}

function SelectControl(props: ControlProps<ChoiceField>) {
  return (
    <FieldFrame {...props}>
      <select
        id={controlIds(props).input}
        name={postName(props.field)}
        className="ts-form-field__input"
        value={textOf(props.value)}
        aria-required={isRequired(props.field) || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Select an option</option>
        {props.field.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </FieldFrame>
  );
}

function ChoiceControl(props: ControlProps<ChoiceField>) {
  const { field } = props;
  const chosen = Array.isArray(props.value) ? (props.value as string[]) : [textOf(props.value)];
  const toggle = (option: string, on: boolean) =>
    field.type === 'radio'
      ? props.onChange(option)
      : props.onChange(on ? [...chosen.filter(Boolean), option] : chosen.filter((c) => c !== option));
  return (
    <FieldFrame {...props} group>
      {field.options.map((option, index) => (
        <label className="ts-form-field__option" key={option}>
          <input
            type={field.type}
            id={`${controlIds(props).input}-${index}`}
            name={field.type === 'checkbox' ? `${postName(field)}[]` : postName(field)}
            value={option}
            checked={chosen.includes(option)}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          {option}
        </label>
      ))}
    </FieldFrame>
  );
}

function LikertControl(props: ControlProps<LikertField>) {
  const answers = normalizeFieldValue(props.field, props.value) as Readonly<Record<string, string>>;
  return (
    <FieldFrame {...props} group>
      {props.field.options.map((statement, row) => (
        <fieldset className="ts-form-field__likert-row" key={statement}>
          <legend>{statement}</legend>
          {Object.entries(LIKERT_LABELS).map(([answer, label]) => (
            <label key={answer} className="ts-form-field__option">
              <input
                type="radio"
                name={postName(props.field, `r${row}`)}
                value={answer}
                checked={answers[statement] === answer}
                onChange={() => props.onChange({ ...answers, [statement]: answer })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
    </FieldFrame>
  );
}

function SingleControl(props: ControlProps) {
  const { field } = props;
  const input = (
    <input
      id={controlIds(props).input}
      name={postName(field)}
      className="ts-form-field__input"
      type={INPUT_TYPES[field.type] ?? 'text'}
      value={textOf(props.value)}
      placeholder={'placeholder' in field ? field.placeholder : undefined}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      aria-required={isRequired(field) || undefined}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  const symbol = field.type === 'currency' ? field.currencySymbol : undefined;
  return (
    <FieldFrame {...props}>
      {symbol ? (
        <span className="ts-form-field__currency">
          <span aria-hidden="true">{symbol}</span>
          {input}
        </span>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

/**
 * One field of an owner-built form, by kind (storefront spec §3 field kinds) — the one renderer
 * of the form and newsletter blocks and of the additional-fields lightbox. Values post under
 * `fields[id]`, so a form block also works as a plain post before JavaScript runs. Section
 * dividers show a heading and hold no value.
 */
export function FieldControl(props: ControlProps) {
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
      return <input type="hidden" name={postName(field)} value={textOf(props.value)} />;
    case 'textarea':
      return <TextareaControl {...props} field={field} />;
    case 'select':
      return <SelectControl {...props} field={field} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceControl {...props} field={field} />;
    case 'likert':
      return <LikertControl {...props} field={field} />;
    default:
      return isMultiPartField(field.type) ? (
        <PartsControl {...props} kind={field.type} />
      ) : (
        <SingleControl {...props} />
      );
  }
}
