// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { renderStudio } from '../../../testing/render-studio.js';
import {
  CHANGED_ELSEWHERE,
  clickWhenReady,
  EXPRESS,
  RATES,
  rows,
  RULES,
  undo,
  useStoreSettingsServer,
  VAT,
} from './store-settings-kit.js';

// An Undo or Redo of a rate or rule another owner changed since is refused (made from the version
// our change left); the list names the row, says what the step would have put back, and offers
// the latest version or ours.

useStoreSettingsServer();

/** The list's 'changed elsewhere' alert for the row (toasts are alerts too). */
const rowAlert = (name: string) =>
  screen.findByRole('alert', { name: `${name} was changed elsewhere` }, { timeout: 10_000 });

describe('store settings › a refused Undo of a shipping rate', () => {
  it('names the rate at the list, and keeps theirs or ours by choice', { timeout: 60_000 }, async () => {
    const store = rows(RATES, [EXPRESS]);
    const user = userEvent.setup();
    renderStudio('/store-settings/shipping');
    await screen.findByRole('table', { name: 'Shipping rates' }, { timeout: 20_000 });
    await clickWhenReady(user, 'Edit Express');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    const base = within(dialog).getByLabelText('Base price (USD)');
    await user.clear(base);
    await user.type(base, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(store.all()[0]).toMatchObject({ amountCents: 600, version: 2 }));

    // Another owner renames it; our Undo (from version 2) is refused, not saved over theirs.
    store.change('rate-1', { name: 'Express EU' });
    await undo(user);
    const alert = await rowAlert('Express EU');
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(alert.textContent).toContain('Undo or Redo would have put back Express: $5.00 + $1.50 per kg to');
    expect(store.all()[0]).toMatchObject({ name: 'Express EU', amountCents: 600, version: 3 });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await expectAccessible();

    // Kept on purpose: saved over theirs from their version, as a change Undo takes back.
    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() =>
      expect(store.all()[0]).toMatchObject({ name: 'Express', amountCents: 500, version: 4 }),
    );
    expect(screen.queryByRole('alert', { name: /changed elsewhere/ })).toBeNull();
    await undo(user);
    await waitFor(() => expect(store.all()[0]).toMatchObject({ name: 'Express EU', amountCents: 600 }));
  });
});

describe('store settings › a refused Redo of a tax rule', () => {
  it('names the rule at the list, and loads theirs when chosen', { timeout: 60_000 }, async () => {
    const store = rows(RULES, [VAT]);
    const user = userEvent.setup();
    renderStudio('/store-settings/taxes');
    await screen.findByRole('table', { name: 'Tax rules' }, { timeout: 20_000 });
    await clickWhenReady(user, 'Edit German VAT');
    const dialog = await screen.findByRole('dialog', { name: 'Edit German VAT' });
    await user.clear(within(dialog).getByLabelText(/Rate/));
    await user.type(within(dialog).getByLabelText(/Rate/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    await waitFor(() => expect(store.all()[0]).toMatchObject({ rate: '7', version: 2 }));
    await undo(user);
    await waitFor(() => expect(store.all()[0]).toMatchObject({ rate: '19', version: 3 }));

    // Another owner sets 16 %; our Redo (from version 3) is refused.
    store.change('rule-1', { rate: '16' });
    await clickWhenReady(user, 'Redo');
    const alert = await rowAlert('German VAT');
    expect(alert.textContent).toContain('Undo or Redo would have put back German VAT: 7 % in Germany.');
    expect(store.all()[0]).toMatchObject({ rate: '16', version: 4 });
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(screen.queryByRole('alert', { name: /changed elsewhere/ })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Tax rules' })).getByText('16 %')).toBeTruthy();
    expect(store.all()[0]).toMatchObject({ rate: '16', version: 4 });
  });
});
