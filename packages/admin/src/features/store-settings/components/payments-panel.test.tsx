// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { PaymentSettings, ProviderSettings } from '../api/store-settings.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };
const PATH = '/api/admin/commerce/payment-settings';
const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

/** A configured provider whose keys are all saved. */
const complete = (id: ProviderSettings['id']): ProviderSettings => ({
  id,
  mode: 'test',
  settings: {},
  keyHints: {},
  complete: true,
  version: 1,
});

/** The server's payment settings, changed by the owner API calls the panel makes. */
function paymentsServer(server: TestServer, initial: Partial<PaymentSettings> = {}) {
  let state: PaymentSettings = {
    provider: 'test',
    testMode: true,
    currency: 'USD',
    testCards: [],
    active: 'test',
    version: 0,
    available: ['test'],
    providers: [],
    encryptionKeyConfigured: true,
    ...initial,
  };
  const bodies: unknown[] = [];
  server.on(`GET ${PATH}`, () => ({ body: state }));
  server.on(`PUT ${PATH}/providers/stripe`, ({ body }) => {
    bodies.push(body);
    const given = body as Record<string, string> & { version?: number };
    const before = state.providers.find((p) => p.id === 'stripe');
    if (given.version !== undefined && given.version !== (before?.version ?? 0))
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: state } };
    const secrets = { ...before?.keyHints };
    if (given['secretKey']) secrets['secretKey'] = `••••${given['secretKey'].slice(-4)}`;
    if (given['webhookSecret']) secrets['webhookSecret'] = `••••${given['webhookSecret'].slice(-4)}`;
    const saved: ProviderSettings = {
      id: 'stripe',
      mode: given['mode'] === 'live' ? 'live' : 'test',
      settings: { publishableKey: given['publishableKey'] ?? '' },
      keyHints: secrets,
      complete: Boolean(secrets['secretKey'] && secrets['webhookSecret']),
      version: (before?.version ?? 0) + 1,
    };
    state = { ...state, providers: [...state.providers.filter((p) => p.id !== 'stripe'), saved] };
    return { body: saved };
  });
  server.on(`DELETE ${PATH}/providers/:provider`, () => {
    state = { ...state, providers: state.providers.filter((p) => p.id !== 'stripe') };
    return { body: state };
  });
  server.on(`PUT ${PATH}/provider`, ({ body }) => {
    const { provider, version } = body as { provider: PaymentSettings['active']; version?: number };
    if (version !== undefined && version !== state.version)
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: state } };
    state = { ...state, active: provider, version: state.version + 1 };
    return { body: state };
  });
  return {
    bodies,
    state: () => state,
    /** Another owner's choice. */
    choose: (active: PaymentSettings['active']) =>
      void (state = { ...state, active, version: state.version + 1 }),
    /** Another owner's save of Stripe's publishable key. */
    saveStripeKey: (publishableKey: string) => {
      const before = state.providers.find((p) => p.id === 'stripe');
      if (!before) throw new Error('no Stripe settings to change');
      const theirs = { ...before, settings: { publishableKey }, version: before.version + 1 };
      state = { ...state, providers: [...state.providers.filter((p) => p.id !== 'stripe'), theirs] };
    },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
});
afterEach(cleanup);

describe('store settings › payments › providers', () => {
  it('saves Stripe keys, shows only masked secrets, and Undo forgets the first save', async () => {
    const payments = paymentsServer(server);
    const user = userEvent.setup();
    renderStudio('/store-settings/payments');
    const form = await screen.findByRole('form', { name: 'Stripe settings' }, { timeout: 20_000 });
    await user.type(within(form).getByLabelText('Publishable key'), 'pk_test_51PublicValue1234');
    await user.type(within(form).getByLabelText('Secret key'), 'sk_test_51SecretValue9876');
    await user.type(within(form).getByLabelText('Webhook signing secret'), 'whsec_SigningSecret4321');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(payments.state().providers).toHaveLength(1));
    expect(payments.bodies[0]).toEqual({
      mode: 'test',
      publishableKey: 'pk_test_51PublicValue1234',
      secretKey: 'sk_test_51SecretValue9876',
      webhookSecret: 'whsec_SigningSecret4321',
      // Made from no keys saved (0): another owner's first save would be refused, not replaced.
      version: 0,
    });
    expect(await within(form).findByText('Saved: ••••9876. Leave empty to keep it.')).toBeTruthy();
    expect((within(form).getByLabelText('Secret key') as HTMLInputElement).value).toBe('');
    await expectAccessible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(payments.state().providers).toHaveLength(0));
  });

  it('refuses a malformed key at its field before sending anything', async () => {
    const payments = paymentsServer(server);
    const user = userEvent.setup();
    renderStudio('/store-settings/payments');
    const form = await screen.findByRole('form', { name: 'Stripe settings' }, { timeout: 20_000 });
    await user.type(within(form).getByLabelText('Publishable key'), 'nonsense');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Use the publishable key from your Stripe dashboard (pk_test_… or pk_live_…)',
      ),
    ).toBeTruthy();
    expect(payments.bodies).toHaveLength(0);
  });

  it('offers only usable providers, and tells the owner when the secrets key is missing', async () => {
    paymentsServer(server, { encryptionKeyConfigured: false });
    renderStudio('/store-settings/payments');
    const choice = await screen.findByRole('radiogroup', { name: 'Take payments with' }, { timeout: 20_000 });
    expect(within(choice).getByRole('radio', { name: 'Test payment provider (built in)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(choice).getByRole('radio', { name: 'Stripe' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Provider keys cannot be saved yet')).toBeTruthy();
  });
});

/** The 'changed elsewhere' alert in a form or the choice (toasts are alerts too). */
const changedAlert = () =>
  waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((el) => within(el).queryByRole('button', { name: 'Load the latest version' }));
    if (!alert) throw new Error('no changed-elsewhere alert');
    return alert;
  });

describe('store settings › payments › Stripe keys from the version shown', () => {
  it("refuses a save over another owner's keys, then loads theirs or keeps ours by choice; refuses an Undo over theirs", async () => {
    const stripe = {
      ...complete('stripe'),
      settings: { publishableKey: 'pk_test_51Original000' },
      keyHints: { secretKey: '••••9876', webhookSecret: '••••4321' },
    };
    const payments = paymentsServer(server, { providers: [stripe] });
    const user = userEvent.setup();
    renderStudio('/store-settings/payments');
    const form = await screen.findByRole('form', { name: 'Stripe settings' }, { timeout: 20_000 });
    const key = () => within(form).getByLabelText('Publishable key') as HTMLInputElement;
    await waitFor(() => expect(key().value).toBe('pk_test_51Original000'));

    // Another owner saves a key after this screen loaded: ours is refused, kept in the form.
    payments.saveStripeKey('pk_test_51Theirs11111');
    await user.clear(key());
    await user.type(key(), 'pk_test_51Mine22222222');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await changedAlert();
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(key().value).toBe('pk_test_51Mine22222222');
    expect(payments.state().providers[0]?.settings).toEqual({ publishableKey: 'pk_test_51Theirs11111' });
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(key().value).toBe('pk_test_51Theirs11111');

    // Typed again and saved from their version (2), it goes through; Keep my changes saves it over theirs.
    await user.clear(key());
    await user.type(key(), 'pk_test_51Mine22222222');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(payments.state().providers[0]).toMatchObject({
        settings: { publishableKey: 'pk_test_51Mine22222222' },
        version: 3,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false),
    );

    // Another owner saves again; our Undo (made from 3) is refused, and the form shows what it would put back.
    payments.saveStripeKey('pk_test_51Theirs33333');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undone = await changedAlert();
    expect(within(form).getByRole('alert')).toBe(undone);
    await waitFor(() => expect(key().value).toBe('pk_test_51Theirs11111'));
    expect(payments.state().providers[0]?.settings).toEqual({ publishableKey: 'pk_test_51Theirs33333' });
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(within(undone).getByRole('button', { name: 'Keep my changes' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(payments.state().providers[0]).toMatchObject({
        settings: { publishableKey: 'pk_test_51Theirs11111' },
        version: 5,
      }),
    );
    const versions = payments.bodies.map((b) => (b as { version?: number }).version);
    expect(versions).toEqual([1, 2, 3, 4]);
  });
});

describe('store settings › payments › the provider choice', () => {
  /** The choice's 'changed elsewhere' alert (toasts are alerts too). */
  const refusal = () =>
    waitFor(() => {
      const alert = screen
        .getAllByRole('alert')
        .find((el) => within(el).queryByRole('button', { name: 'Load the latest version' }));
      if (!alert) throw new Error('no changed-elsewhere alert');
      return alert;
    });
  const checked = () =>
    within(screen.getByRole('radiogroup', { name: 'Take payments with' }))
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked)
      .map((radio) => radio.getAttribute('value'));
  const versionsSent = () =>
    server.requests
      .filter((r) => r.method === 'PUT' && r.path === `${PATH}/provider`)
      .map((r) => (r.body as { version?: number }).version);

  it("is made from the version shown: another owner's choice is refused, then loaded or saved over by choice", async () => {
    const payments = paymentsServer(server, {
      available: ['test', 'stripe', 'paypal'],
      providers: [complete('paypal'), complete('stripe')],
    });
    const user = userEvent.setup();
    renderStudio('/store-settings/payments');
    await screen.findByRole('radiogroup', { name: 'Take payments with' }, { timeout: 20_000 });

    // Another owner takes Stripe after this screen loaded; our PayPal is refused, and kept on show.
    payments.choose('stripe');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    const alert = await refusal();
    expect(alert.textContent).toContain(CHANGED_ELSEWHERE);
    expect(checked()).toEqual(['paypal']);
    expect(payments.state()).toMatchObject({ active: 'stripe', version: 1 });
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(checked()).toEqual(['stripe']);

    // Chosen again from the version loaded, it goes through; the other owner then takes the test provider.
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await waitFor(() => expect(payments.state()).toMatchObject({ active: 'paypal', version: 2 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false),
    );
    payments.choose('test');

    // Undo is made from what our choice left (2), so theirs (3) is not overwritten: we keep ours on purpose.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undone = await refusal();
    expect(payments.state()).toMatchObject({ active: 'test', version: 3 });
    expect(checked()).toEqual(['stripe']);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(within(undone).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(payments.state()).toMatchObject({ active: 'stripe', version: 4 }));
    expect(versionsSent()).toEqual([0, 1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull();
    await expectAccessible();
  });
});
