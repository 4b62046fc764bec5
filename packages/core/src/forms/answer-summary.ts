import type { FormField } from './form-field.js';
import { FORM_MESSAGES } from './form-messages.js';
import { normalizeFieldValue } from './field-values.js';
import type { LikertAnswers } from './field-values.js';

/** Labels of likert answers -2 … 2. */
export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

function filled(parts: readonly string[]): string[] {
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function joinParts(type: FormField['type'], parts: readonly string[]): string {
  const [a = '', b = '', c = '', d = ''] = parts.map((p) => p.trim());
  switch (type) {
    case 'date':
      return filled(parts).length === 0 ? '' : `${a}/${b}/${c}`;
    case 'time':
      return filled(parts).length === 0 ? '' : `${a || '00'}:${b || '00'}:${c || '00'} ${d}`.trim();
    case 'phone':
      return filled(parts).length === 0 ? '' : `${a ? `+${a} ` : ''}${filled([b, c, d]).join('-')}`;
    case 'name':
      return filled(parts).join(' ');
    default:
      return filled(parts).join(', ');
  }
}

function likertText(answers: LikertAnswers): string {
  return Object.entries(answers)
    .map(([statement, answer]) => `${statement}: ${LIKERT_LABELS[answer] ?? LIKERT_LABELS['0']}`)
    .join('; ');
}

/**
 * One answer as text for submission summaries and emails; a missing answer reads 'N/A' (or the
 * site's localized no-answer text).
 *
 * @example
 * answerText({ id: 'n', title: 'Name', type: 'name' }, ['Ada', 'Lovelace']); // 'Ada Lovelace'
 */
export function answerText(
  field: FormField,
  raw: unknown,
  noAnswerText: string = FORM_MESSAGES.noAnswer,
): string {
  const value = normalizeFieldValue(field, raw);
  let text = '';
  if (typeof value === 'string') text = value.trim();
  else if (Array.isArray(value)) text = joinParts(field.type, value as readonly string[]);
  else if (value) text = likertText(value as LikertAnswers);
  return text === '' ? noAnswerText.trim() || FORM_MESSAGES.noAnswer : text;
}
