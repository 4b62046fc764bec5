import type { FormField } from './form-field.js';
import type { FieldValue, LikertAnswers } from './field-values.js';
import { LIKERT_LABELS } from './answer-summary.js';

/**
 * Keep only answers the form offers: a radio or select value that is one of the options, the
 * checked options of a checkbox field (each once, in the owner's order), and likert answers to
 * the form's statements on the -2 … 2 scale. A crafted post can therefore never store a choice
 * the owner did not offer. Other kinds pass through unchanged.
 *
 * Stored answers are not run through this again when shown, so renaming an option later never
 * hides what a visitor chose at the time.
 *
 * @example
 * restrictToOptions({ id: 's', title: 'Size', type: 'select', options: ['S', 'M'] }, 'XL'); // ''
 */
export function restrictToOptions(field: FormField, value: FieldValue | undefined): FieldValue | undefined {
  switch (field.type) {
    case 'radio':
    case 'select':
      return typeof value === 'string' && field.options.includes(value) ? value : '';
    case 'checkbox': {
      const chosen = new Set(Array.isArray(value) ? (value as readonly string[]) : []);
      return field.options.filter((option) => chosen.has(option));
    }
    case 'likert': {
      const answers = (
        value && typeof value === 'object' && !Array.isArray(value) ? value : {}
      ) as LikertAnswers;
      const kept: Record<string, string> = {};
      for (const statement of field.options) {
        const answer = Object.hasOwn(answers, statement) ? answers[statement] : undefined;
        if (answer !== undefined && Object.hasOwn(LIKERT_LABELS, answer)) kept[statement] = answer;
      }
      return kept;
    }
    default:
      return value;
  }
}
