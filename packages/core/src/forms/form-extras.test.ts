import { describe, expect, it } from 'vitest';
import { characterCounter } from './character-counter.js';
import { hiddenFieldValues } from './hidden-fields.js';
import { createForm, DEFAULT_FORM_NAME } from './form.js';
import { FORM_MESSAGES, formProblemBanners } from './form-messages.js';
import { normalizeFieldValue } from './field-values.js';
import { FORM_FIELD_TYPES, isFormFieldType } from './form-field.js';
import { EVERY_FIELD } from '../testing/form-fields.js';

describe('characterCounter', () => {
  it("reads 'count / max' and flags going over", () => {
    expect(characterCounter('hello', 200)).toEqual({ text: '5 / 200', overLimit: false });
    expect(characterCounter('hello', 5)).toEqual({ text: '5 / 5', overLimit: false });
    expect(characterCounter('hello!', 5)).toEqual({ text: '6 / 5', overLimit: true });
  });
});

describe('hiddenFieldValues', () => {
  it('takes the query value when the query has the key, else the default', () => {
    expect(hiddenFieldValues(EVERY_FIELD, '?utm_source=mail&x=1')).toEqual({ hidden: 'mail' });
    expect(hiddenFieldValues(EVERY_FIELD, '')).toEqual({ hidden: 'direct' });
    expect(hiddenFieldValues(EVERY_FIELD, new URLSearchParams('utm_source='))).toEqual({ hidden: '' });
  });
});

describe('forms', () => {
  it("defaults the name to 'My Form Name'", () => {
    expect(DEFAULT_FORM_NAME).toBe('My Form Name');
    expect(createForm('f1')).toEqual({
      id: 'f1',
      name: 'My Form Name',
      fields: [],
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
    });
    expect(createForm('f2', { name: 'Contact', captchaEnabled: true }).captchaEnabled).toBe(true);
  });

  it('shows both problem banners except on newsletter forms', () => {
    expect(formProblemBanners(false)).toEqual({
      above: 'Your form has encountered a problem. Please scroll down to review.',
      below: 'Your form has encountered a problem. Please scroll up to review.',
    });
    expect(formProblemBanners(true)).toEqual({
      above: 'Your form has encountered a problem. Please scroll down to review.',
    });
  });

  it('has the other spec texts', () => {
    expect(FORM_MESSAGES).toMatchObject({
      captchaIncomplete: 'Complete CAPTCHA before submitting.',
      processingError: 'Error processing form submission. Please reload and try again.',
      recaptchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
      submissionKeyFailed: 'Could not get a form submission key, please try again later.',
      parseFieldsFailed: 'Could not parse the form fields, please check your entries.',
      submitting: 'Submitting…',
      saving: 'Saving…',
      defaultSubmitLabel: 'Add to Cart',
    });
  });

  it('knows the field types', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(19);
    expect(isFormFieldType('likert')).toBe(true);
    expect(isFormFieldType('file')).toBe(false);
  });

  it('normalises values into the shape of each kind', () => {
    const byId = (id: string) => EVERY_FIELD.find((f) => f.id === id)!;
    expect(normalizeFieldValue(byId('date'), '5')).toEqual(['5', '', '']);
    expect(normalizeFieldValue(byId('name'), ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(normalizeFieldValue(byId('text'), 42)).toBe('42');
    expect(normalizeFieldValue(byId('text'), { a: 1 })).toBe('');
    expect(normalizeFieldValue(byId('likert'), ['x'])).toEqual({});
    expect(normalizeFieldValue(byId('section'), 'x')).toBeUndefined();
  });
});
