import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { characterLength, validateField } from './validate-field.js';
import type { FormField } from './form-field.js';
import { EVERY_FIELD } from '../testing/form-fields.js';

const field = (id: string): FormField => {
  const found = EVERY_FIELD.find((f) => f.id === id);
  if (!found) throw new Error(`no test field ${id}`);
  return found;
};
const optional = (id: string): FormField => ({ ...field(id), required: false }) as FormField;

describe('validateField: required', () => {
  it.each([
    ['text', ''],
    ['text', '   '],
    ['email', undefined],
    ['number', null],
    ['date', ['1', '', '2024']],
    ['time', ['', '30', '', 'AM']],
    ['name', ['Ada', '']],
    ['address', ['1 Main St', '', 'Springfield', '', '12345', 'US']],
    ['phone', ['1', '', '', '']],
    ['checkbox', []],
    ['checkbox', ['']],
    ['radio', ''],
    ['select', undefined],
  ])('%s with %j is Required', (id, value) => {
    expect(validateField(field(id), value)).toBe('Required');
  });

  it.each([
    ['text', 'hello'],
    ['date', ['1', '2', '2024']],
    ['time', ['10', '30', '', '']],
    ['name', ['Ada', 'Lovelace']],
    ['address', ['1 Main St', '', 'Springfield', 'IL', '62701', 'US']],
    ['phone', ['', '555', '123', '4567']],
    ['phone', ['555', '123', '4567']],
    ['checkbox', ['B']],
    ['radio', 'A'],
    ['select', 'B'],
  ])('%s with %j passes', (id, value) => {
    expect(validateField(field(id), value)).toBeUndefined();
  });

  it('never requires likert answers and skips sections and hidden fields', () => {
    expect(validateField(field('likert'), undefined)).toBeUndefined();
    expect(validateField(field('section'), 'anything')).toBeUndefined();
    expect(validateField(field('hidden'), '')).toBeUndefined();
  });

  it('lets optional fields stay empty', () => {
    expect(validateField(optional('text'), '')).toBeUndefined();
    expect(validateField(optional('name'), ['', ''])).toBeUndefined();
  });
});

describe('validateField: character limit', () => {
  it('refuses text over the limit and passes text at it', () => {
    expect(validateField(field('textarea'), 'x'.repeat(11))).toBe('You have exceeded the character limit.');
    expect(validateField(field('textarea'), 'x'.repeat(10))).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterLength('😀😀')).toBe(2);
    expect(validateField(field('textarea'), '😀'.repeat(10))).toBeUndefined();
  });

  it('passes an empty optional textarea', () => {
    expect(validateField(optional('textarea'), '')).toBeUndefined();
  });
});

describe('validateField: email', () => {
  const message = 'Email is not valid. Email addresses should follow the format name@example.com.';

  it('checks the address format', () => {
    expect(validateField(field('email'), 'ada@example.org')).toBeUndefined();
    expect(validateField(field('email'), 'ada@')).toBe(message);
    expect(validateField(optional('email'), 'not an email')).toBe(message);
  });

  it('passes an optional empty email field', () => {
    expect(validateField(optional('email'), '')).toBeUndefined();
  });
});

describe('validateField: arbitrary input', () => {
  it('never throws and answers undefined or a spec message', () => {
    const messages = new Set([
      'Required',
      'You have exceeded the character limit.',
      'Email is not valid. Email addresses should follow the format name@example.com.',
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_FIELD), fc.anything(), fc.boolean(), (f, value, required) => {
        const target = { ...f, required } as FormField;
        const result = validateField(target, value);
        return result === undefined || messages.has(result);
      }),
    );
  });
});
