import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateForm } from './validate-form.js';
import { EVERY_FIELD } from '../testing/form-fields.js';

const complete = {
  text: 'Hello',
  textarea: 'Short',
  email: 'ada@example.org',
  number: '42',
  website: 'example.org',
  currency: '100',
  password: 'secret',
  twitter: '@ada',
  date: ['12', '10', '1815'],
  time: ['9', '30', '00', 'AM'],
  name: ['Ada', 'Lovelace'],
  address: ['1 Main St', '', 'London', 'Greater London', 'W1', 'GB'],
  phone: ['555', '123', '4567'],
  radio: 'A',
  checkbox: ['A', 'B'],
  select: 'B',
  likert: { Fast: '2', Friendly: '1' },
};

describe('validateForm', () => {
  it('returns normalised values without section dividers', () => {
    const result = validateForm(EVERY_FIELD, complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.phone).toEqual(['', '555', '123', '4567']);
    expect(result.value.hidden).toBe('direct');
    expect('section' in result.value).toBe(false);
  });

  it('collects every field error with the whole-form message', () => {
    const result = validateForm(EVERY_FIELD, {
      ...complete,
      text: '',
      email: 'nope',
      textarea: 'x'.repeat(20),
    });
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'One or more fields is invalid, please check your entries.',
        fieldErrors: {
          text: 'Required',
          email: 'Email is not valid. Email addresses should follow the format name@example.com.',
          textarea: 'You have exceeded the character limit.',
        },
      },
    });
  });

  it('keeps a submitted hidden value', () => {
    const result = validateForm(EVERY_FIELD, { ...complete, hidden: 'newsletter' });
    expect(result.ok && result.value.hidden).toBe('newsletter');
  });

  it('does not read inherited properties as values', () => {
    const result = validateForm([{ id: 'constructor', title: 'X', type: 'text', required: true }], {});
    expect(!result.ok && result.error.fieldErrors).toEqual({ constructor: 'Required' });
  });

  it('never throws on arbitrary submissions', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...EVERY_FIELD.map((f) => f.id)), fc.anything()),
        (values) => {
          validateForm(EVERY_FIELD, values);
          return true;
        },
      ),
    );
  });
});
