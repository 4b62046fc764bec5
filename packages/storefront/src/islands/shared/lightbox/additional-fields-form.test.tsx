// @vitest-environment happy-dom
import { createForm } from '@tessera/core';
import type { FormField } from '@tessera/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible, until } from '../../../testing/dom-helpers.js';
import { AdditionalFieldsForm } from './additional-fields-form.js';
import type { SaveOutcome } from './additional-fields-form.js';

const FIELDS: readonly FormField[] = [
  { id: 'text', title: 'Text', type: 'text', required: true },
  { id: 'message', title: 'Message', type: 'textarea', maxLength: 10 },
  { id: 'email', title: 'Email', type: 'email' },
  { id: 'budget', title: 'Budget', type: 'currency', currencySymbol: '$' },
  { id: 'date', title: 'Date', type: 'date', required: true },
  { id: 'time', title: 'Time', type: 'time' },
  { id: 'name', title: 'Name', type: 'name' },
  { id: 'address', title: 'Address', type: 'address' },
  { id: 'phone', title: 'Phone', type: 'phone' },
  { id: 'section', title: 'About you', type: 'section', description: 'A few questions' },
  { id: 'radio', title: 'Radio', type: 'radio', options: ['A', 'B'] },
  { id: 'checkbox', title: 'Checkbox', type: 'checkbox', required: true, options: ['X', 'Y'] },
  { id: 'select', title: 'Select', type: 'select', options: ['One', 'Two'] },
  { id: 'likert', title: 'Survey', type: 'likert', options: ['Fast'] },
  { id: 'source', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
];
const FORM = createForm('f1', { name: 'Details', fields: FIELDS });

afterEach(() => {
  cleanup();
  window.happyDOM.setURL('http://localhost/');
});

function setup(
  onSubmit: (values: Record<string, unknown>) => Promise<SaveOutcome> = async () => ({ ok: true }),
) {
  const submit = vi.fn(onSubmit);
  render(<AdditionalFieldsForm form={FORM} onSubmit={submit} />);
  return { submit, button: () => screen.getByRole('button', { name: /Add to Cart|Saving…/ }) };
}

describe('additional-fields form', () => {
  it('renders every field kind with labels and no serious accessibility violations', async () => {
    setup();
    for (const label of ['Text *', 'Message', 'Email', 'Budget', 'Select'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    for (const group of ['Date', 'Time', 'Name', 'Address', 'Phone', 'Radio', 'Checkbox', 'Survey']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    expect(within(screen.getByRole('group', { name: 'Phone' })).queryByLabelText('Country Code')).toBeNull();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Fast' })).getAllByRole('radio')).toHaveLength(5);
    await expectAccessible();
  });

  it('shows every error above its field with the form message, and does not save', async () => {
    const { submit, button } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Message'), 'more than ten');
    await userEvent.click(button());
    expect(screen.getByRole('alert').textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const errors = [...document.querySelectorAll('.ts-form-field__error')].map((e) => e.textContent);
    expect(errors).toEqual([
      'Required',
      'You have exceeded the character limit.',
      'Email is not valid. Email addresses should follow the format name@example.com.',
      'Required',
      'Required',
    ]);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it("counts textarea characters live ('count / max') with the over-limit style", async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Message'), 'hello');
    expect(screen.getByText('5 / 10').className).toBe('ts-form-field__counter');
    await userEvent.type(screen.getByLabelText('Message'), ' world');
    expect(screen.getByText('11 / 10').className).toContain('ts-form-field__counter--over');
  });

  it("saves the normalised values with 'Saving…' meanwhile, hidden fields from the query string", async () => {
    window.happyDOM.setURL('http://localhost/shop/p/mug?utm_source=mail');
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const { submit, button } = setup(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.type(screen.getByLabelText('Text *'), 'Hi');
    const date = screen.getByRole('group', { name: 'Date' });
    await userEvent.type(within(date).getByLabelText('Month'), '12');
    await userEvent.type(within(date).getByLabelText('Day'), '24');
    await userEvent.type(within(date).getByLabelText('Year'), '2026');
    await userEvent.click(screen.getByLabelText('Y'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Fast' })).getByLabelText('Agree'));
    await userEvent.click(button());
    expect(button().textContent).toBe('Saving…');
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      text: 'Hi',
      date: ['12', '24', '2026'],
      checkbox: ['Y'],
      likert: { Fast: '1' },
      phone: ['', '', '', ''],
      source: 'mail',
    });
    finish({ ok: false, message: 'Unable to add item. No.', fieldErrors: { text: 'Too short' } });
    await until(() => screen.getByText('Too short'));
    expect(screen.getByRole('alert').textContent).toBe('Unable to add item. No.');
    expect(button().textContent).toBe('Add to Cart');
  });
});
