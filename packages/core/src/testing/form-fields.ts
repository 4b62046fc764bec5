import type { FormField } from '../forms/form-field.js';

/** Test-only: one field of every kind, all required where the kind allows it. */
export const EVERY_FIELD: readonly FormField[] = [
  { id: 'text', title: 'Text', type: 'text', required: true },
  { id: 'textarea', title: 'Message', type: 'textarea', required: true, maxLength: 10 },
  { id: 'email', title: 'Email', type: 'email', required: true },
  { id: 'number', title: 'Number', type: 'number', required: true },
  { id: 'website', title: 'Website', type: 'website', required: true },
  { id: 'currency', title: 'Budget', type: 'currency', required: true, currencySymbol: '$' },
  { id: 'password', title: 'Password', type: 'password', required: true },
  { id: 'twitter', title: 'Twitter', type: 'twitter', required: true },
  { id: 'date', title: 'Date', type: 'date', required: true },
  { id: 'time', title: 'Time', type: 'time', required: true },
  { id: 'name', title: 'Name', type: 'name', required: true },
  { id: 'address', title: 'Address', type: 'address', required: true },
  { id: 'phone', title: 'Phone', type: 'phone', required: true, showCountryCode: true },
  { id: 'section', title: 'About you', type: 'section', underline: true },
  { id: 'radio', title: 'Radio', type: 'radio', required: true, options: ['A', 'B'] },
  { id: 'checkbox', title: 'Checkbox', type: 'checkbox', required: true, options: ['A', 'B'] },
  { id: 'select', title: 'Select', type: 'select', required: true, options: ['A', 'B'] },
  { id: 'likert', title: 'Survey', type: 'likert', required: true, options: ['Fast', 'Friendly'] },
  { id: 'hidden', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
];
