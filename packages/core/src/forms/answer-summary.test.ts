import { describe, expect, it } from 'vitest';
import { answerText } from './answer-summary.js';
import { EVERY_FIELD } from '../testing/form-fields.js';
import type { FormField } from './form-field.js';

const field = (id: string) => EVERY_FIELD.find((f) => f.id === id) as FormField;

describe('answerText', () => {
  it.each([
    ['text', ' hi ', 'hi'],
    ['date', ['12', '10', '1815'], '12/10/1815'],
    ['time', ['9', '5', '', 'PM'], '9:5:00 PM'],
    ['name', ['Ada', 'Lovelace'], 'Ada Lovelace'],
    ['address', ['1 Main St', '', 'London', '', 'W1', 'GB'], '1 Main St, London, W1, GB'],
    ['phone', ['44', '20', '7946', '0018'], '+44 20-7946-0018'],
    ['phone', ['555', '123', '4567'], '555-123-4567'],
    ['checkbox', ['A', 'B'], 'A, B'],
    [
      'likert',
      { Fast: '2', Friendly: '-1', Odd: '9' },
      'Fast: Strongly Agree; Friendly: Disagree; Odd: Neutral',
    ],
  ])('%s %j → %s', (id, value, expected) => {
    expect(answerText(field(id), value)).toBe(expected);
  });

  it("shows 'N/A' or the localized text for missing answers", () => {
    expect(answerText(field('text'), '')).toBe('N/A');
    expect(answerText(field('name'), ['', ''])).toBe('N/A');
    expect(answerText(field('checkbox'), undefined)).toBe('N/A');
    expect(answerText(field('text'), undefined, ' Keine Antwort ')).toBe('Keine Antwort');
  });
});
