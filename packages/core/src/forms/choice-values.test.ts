import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from './form-field.js';
import { restrictToOptions } from './choice-values.js';
import { validateForm } from './validate-form.js';

const select: FormField = { id: 's', title: 'Size', type: 'select', required: true, options: ['S', 'M'] };
const radio: FormField = { id: 'r', title: 'Colour', type: 'radio', options: ['Red', 'Blue'] };
const checkbox: FormField = { id: 'c', title: 'Extras', type: 'checkbox', options: ['Gift wrap', 'Card'] };
const likert: FormField = { id: 'l', title: 'Survey', type: 'likert', options: ['Fast', 'Friendly'] };

describe('restrictToOptions', () => {
  it('keeps a radio or select value only when it is one of the options', () => {
    expect(restrictToOptions(select, 'M')).toBe('M');
    expect(restrictToOptions(select, 'XL')).toBe('');
    expect(restrictToOptions(radio, 'Blue')).toBe('Blue');
    expect(restrictToOptions(radio, '<script>')).toBe('');
  });

  it("keeps checked options once each, in the owner's order", () => {
    expect(restrictToOptions(checkbox, ['Card', 'Nope', 'Gift wrap', 'Card'])).toEqual(['Gift wrap', 'Card']);
    expect(restrictToOptions(checkbox, undefined)).toEqual([]);
  });

  it('keeps likert answers to known statements on the -2 … 2 scale', () => {
    expect(restrictToOptions(likert, { Fast: '2', Friendly: '7', Other: '1', __proto__: '1' })).toEqual({
      Fast: '2',
    });
  });

  it('passes other kinds through', () => {
    const text: FormField = { id: 't', title: 'T', type: 'text' };
    expect(restrictToOptions(text, 'anything')).toBe('anything');
  });

  it('never lets a value outside the options through validateForm', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 5 }), (one, many) => {
        const result = validateForm([{ ...select, required: false }, checkbox], { s: one, c: many });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(['', 'S', 'M']).toContain(result.value['s']);
        for (const chosen of result.value['c'] as string[]) expect(['Gift wrap', 'Card']).toContain(chosen);
      }),
    );
  });

  it("makes a required choice answered only with unknown options 'Required'", () => {
    const result = validateForm([select], { s: 'XL' });
    expect(result.ok ? undefined : result.error.fieldErrors).toEqual({ s: 'Required' });
  });
});
