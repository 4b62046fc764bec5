// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../../testing/render-studio.js';
import {
  CHANGED_ELSEWHERE,
  clickWhenReady,
  server,
  undo,
  useStoreSettingsServer,
} from './store-settings-kit.js';

// Undo and Redo of the settings kept as one value (checkout, preferences) are made from the value
// this screen's history saved last: another owner's later change is refused, never overwritten,
// even once the screen has read it (which is when a save from the last read would go through).

useStoreSettingsServer();

/** Like the server's entity tag: a hash of the value, so the same value has the same tag. */
const tagOf = (value: unknown) => `"${Buffer.from(JSON.stringify(value)).toString('base64url')}"`;

/** One tagged setting at `path`: GET answers it, PUT saves it unless `If-Match` names an older value. */
function taggedSetting<T>(path: string, initial: T) {
  let value = initial;
  server.on(`GET ${path}`, () => ({
    body: value,
    headers: { ETag: tagOf(value), 'Cache-Control': 'no-store' },
  }));
  server.on(`PUT ${path}`, ({ body, headers }) => {
    const wanted = headers['if-match'];
    if (wanted !== undefined && wanted !== tagOf(value)) {
      return {
        status: 409,
        body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: value },
        headers: { ETag: tagOf(value) },
      };
    }
    value = body as T;
    return { body: value, headers: { ETag: tagOf(value) } };
  });
  return {
    now: () => value,
    /** Another owner's save. */
    set: (next: T) => void (value = next),
    ifMatches: () =>
      server.requests.filter((r) => r.method === 'PUT' && r.path === path).map((r) => r.headers['if-match']),
  };
}

/** The form's 'changed elsewhere' alert (toasts are alerts too). */
const refusal = () =>
  waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((el) => within(el).queryByRole('button', { name: 'Load the latest version' }));
    if (!alert) throw new Error('no changed-elsewhere alert');
    return alert;
  });

describe('store settings › undo of checkout settings', () => {
  it("refuses an Undo over another owner's later subtotal, then keeps ours only when chosen", async () => {
    const checkout = taggedSetting<{ minimumSubtotalCents: number | null }>(
      '/api/admin/commerce/checkout-settings',
      { minimumSubtotalCents: null },
    );
    const user = userEvent.setup();
    renderStudio('/store-settings/checkout');
    const field = () => screen.getByLabelText('Minimum order subtotal (USD)');
    await screen.findByLabelText('Minimum order subtotal (USD)', {}, { timeout: 20_000 });
    await user.type(field(), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(checkout.now()).toEqual({ minimumSubtotalCents: 2500 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false),
    );

    // Another owner sets $30.00; our next save is refused, and we load theirs: the screen has read it.
    checkout.set({ minimumSubtotalCents: 3000 });
    await user.clear(field());
    await user.type(field(), '40');
    await clickWhenReady(user, 'Save');
    await user.click(within(await refusal()).getByRole('button', { name: 'Load the latest version' }));
    expect(field()).toHaveProperty('value', '30.00');

    // Undo from another tab: the screen opens the checkout, whose form shows the refusal.
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await undo(user);
    const alert = await refusal();
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(screen.getByRole('tab', { name: 'Checkout' }).getAttribute('aria-selected')).toBe('true');
    expect(checkout.now()).toEqual({ minimumSubtotalCents: 3000 });
    // Made from what our save left (no minimum → $25.00), not from the $30.00 the screen read.
    expect(checkout.ifMatches().at(-1)).toBe(tagOf({ minimumSubtotalCents: 2500 }));
    // What Undo would have put back is in the form; the history forgot that change.
    expect(field()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    await clickWhenReady(user, 'Save');
    await waitFor(() => expect(checkout.now()).toEqual({ minimumSubtotalCents: null }));
    // Kept deliberately, so saved over theirs as a change of its own, which Undo takes back.
    await undo(user);
    await waitFor(() => expect(checkout.now()).toEqual({ minimumSubtotalCents: 3000 }));
  });
});

describe('store settings › redo of preferences', () => {
  it("refuses a Redo over another owner's later hold window, and loads theirs when chosen", async () => {
    taggedSetting('/api/v1/commerce-preferences/instalments', {});
    const waitlist = taggedSetting<Record<string, unknown>>('/api/v1/commerce-preferences/waitlist', {});
    const user = userEvent.setup();
    renderStudio('/store-settings/preferences');
    const hours = () => screen.getByLabelText('Hold window (hours)');
    await screen.findByLabelText('Hold window (hours)', {}, { timeout: 20_000 });
    const form = screen.getByRole('form', { name: 'Waitlist hold window' });
    await user.clear(hours());
    await user.type(hours(), '24');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(waitlist.now()).toEqual({ holdHours: 24 }));
    await undo(user);
    await waitFor(() => expect(hours()).toHaveProperty('value', '12'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', false),
    );

    // Another owner sets 48 hours; our refused save makes the screen read it, and we take it.
    waitlist.set({ holdHours: 48 });
    await user.clear(hours());
    await user.type(hours(), '36');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(await refusal()).getByRole('button', { name: 'Load the latest version' }));
    expect(hours()).toHaveProperty('value', '48');

    await clickWhenReady(user, 'Redo');
    const alert = await refusal();
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(waitlist.now()).toEqual({ holdHours: 48 });
    expect(waitlist.ifMatches().at(-1)).toBe(tagOf({ holdHours: 12 }));
    expect(hours()).toHaveProperty('value', '24');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(hours()).toHaveProperty('value', '48');
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(waitlist.now()).toEqual({ holdHours: 48 });
  });
});
