/** Form field kinds and their editable properties (platform spec §3, storefront spec §3). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

interface FieldBase {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
}

interface RequirableField extends FieldBase {
  readonly required?: boolean;
}

export interface TextLikeField extends RequirableField {
  readonly type: 'text' | 'email' | 'number' | 'website';
  readonly placeholder?: string;
}

export interface TextareaField extends RequirableField {
  readonly type: 'textarea';
  readonly placeholder?: string;
  /** Characters allowed; absent means no limit. */
  readonly maxLength?: number;
}

export interface CurrencyField extends RequirableField {
  readonly type: 'currency';
  readonly currencySymbol?: string;
}

/** Fields with only description and required: single values and multi-part values. */
export interface PlainField extends RequirableField {
  readonly type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address';
}

export interface PhoneField extends RequirableField {
  readonly type: 'phone';
  readonly showCountryCode?: boolean;
}

/** A divider with a heading; it holds no value. */
export interface SectionField extends FieldBase {
  readonly type: 'section';
  readonly underline?: boolean;
}

export interface ChoiceField extends RequirableField {
  readonly type: 'radio' | 'checkbox' | 'select';
  readonly options: readonly string[];
}

/** A grid of statements each answered from Strongly Disagree to Strongly Agree; never required. */
export interface LikertField extends RequirableField {
  readonly type: 'likert';
  /** The statements to answer. */
  readonly options: readonly string[];
}

export interface HiddenField extends FieldBase {
  readonly type: 'hidden';
  /** The field's name; a page query parameter of this name supplies its value. */
  readonly key: string;
  /** The value used when the query string does not have the key. */
  readonly value: string;
}

export type FormField =
  | TextLikeField
  | TextareaField
  | CurrencyField
  | PlainField
  | PhoneField
  | SectionField
  | ChoiceField
  | LikertField
  | HiddenField;

export function isFormFieldType(value: unknown): value is FormFieldType {
  return (FORM_FIELD_TYPES as readonly unknown[]).includes(value);
}

/** Types whose value is a list of parts, in this order of parts. */
export const MULTI_PART_FIELDS = {
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'second', 'ampm'],
  name: ['first', 'last'],
  address: ['line1', 'line2', 'city', 'state', 'zip', 'country'],
  phone: ['country', 'areaCode', 'prefix', 'line'],
} as const;

export type MultiPartFieldType = keyof typeof MULTI_PART_FIELDS;

export function isMultiPartField(type: FormFieldType): type is MultiPartFieldType {
  return Object.hasOwn(MULTI_PART_FIELDS, type);
}
