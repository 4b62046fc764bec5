// The store settings screen's component-test kit: an API server answering its routes, the rows it
// stores, and the steps the tests repeat. Shared by the screen's test files (one per tab group).
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { sessionOf } from '../../../testing/fixtures.js';
import { startTestServer, type ReceivedRequest, type TestServer } from '../../../testing/test-server.js';
import type { PaymentSettings, ShippingRate, TaxRule } from '../api/store-settings.js';

export const OWNER = {
  ...sessionOf(),
  permissions: [...sessionOf().permissions, 'commerce.settings' as const],
};

export const PAYMENTS: PaymentSettings = {
  provider: 'test',
  testMode: true,
  currency: 'USD',
  testCards: [
    { number: '4242 4242 4242 4242', brand: 'Visa', behaviour: 'succeed', description: 'Payment succeeds' },
    { number: '4000 0000 0000 0002', brand: 'Visa', behaviour: 'decline', description: 'Card is declined' },
  ],
  active: 'test',
  version: 0,
  available: ['test'],
  providers: [],
  encryptionKeyConfigured: false,
};

/** A stored list of rows with ids, answering the owner API's list, create, change and delete. */
export function rows<T extends { id: string; version: number }>(base: string, initial: T[]) {
  let list = [...initial];
  let next = 100;
  server.on(`GET ${base}`, () => ({ body: list }));
  server.on(`POST ${base}`, ({ body }) => {
    next += 1;
    const row = { ...(body as object), id: `row-${next}`, version: 1 } as T;
    list = [...list, row];
    return { status: 201, body: row };
  });
  server.on(`PUT ${base}/:id`, ({ path, body }) => {
    const id = path.split('/').at(-1);
    const row = list.find((r) => r.id === id);
    if (!row) return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    const { version, ...changes } = body as { version?: number };
    if (version !== undefined && version !== row.version) {
      return { status: 409, body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: row } };
    }
    const changed = { ...row, ...changes, version: row.version + 1 };
    list = list.map((r) => (r.id === id ? changed : r));
    return { body: changed };
  });
  server.on(`DELETE ${base}/:id`, ({ path }) => {
    const id = path.split('/').at(-1);
    if (!list.some((r) => r.id === id))
      return { status: 404, body: { code: 'not-found', error: 'Not found' } };
    list = list.filter((r) => r.id !== id);
    return { status: 204 };
  });
  return {
    all: () => list,
    /** Another owner's change of a row: its version moves on. */
    change: (id: string, changes: Partial<T>) =>
      void (list = list.map((r) => (r.id === id ? { ...r, ...changes, version: r.version + 1 } : r))),
  };
}

/** Clicks a button once the last save is over (the screen's buttons wait for it). */
export async function clickWhenReady(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false));
  await user.click(screen.getByRole('button', { name }));
}
export const undo = (user: ReturnType<typeof userEvent.setup>) => clickWhenReady(user, 'Undo');

export const calls = (method: string, prefix: string): ReceivedRequest[] =>
  server.requests.filter((r) => r.method === method && r.path.startsWith(prefix));

export const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';
export const RATES = '/api/admin/commerce/shipping-rates';
export const RULES = '/api/admin/commerce/tax-rules';
export const EXPRESS: ShippingRate = {
  id: 'rate-1',
  name: 'Express',
  kind: 'weight',
  countries: ['DE', 'FR'],
  regions: [],
  amountCents: 500,
  perKgCents: 150,
  freeAboveCents: 0,
  dimensionalDivisor: 0,
  position: 0,
  enabled: true,
  version: 1,
};
export const VAT: TaxRule = {
  id: 'rule-1',
  name: 'German VAT',
  country: 'DE',
  region: '',
  rate: '19',
  included: true,
  appliesToShipping: true,
  version: 1,
};

/** The test file's API server (a live binding: set by `useStoreSettingsServer`'s hooks). */
export let server: TestServer;

/** Starts the API server for the file, and answers the session and payment settings before each test. */
export function useStoreSettingsServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.on('GET /api/auth/me', () => ({ body: OWNER }));
    server.on('GET /api/admin/commerce/payment-settings', () => ({ body: PAYMENTS }));
  });
  afterEach(cleanup);
}

export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  search: string,
  option: string,
) {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}
