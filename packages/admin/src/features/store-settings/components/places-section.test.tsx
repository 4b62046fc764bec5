// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { PlacesSettings } from '../api/places-settings.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };
const PATH = '/api/admin/commerce/places-settings';
const KEY = 'AIzaStudioTypedKeyAbcd1234';
const THEIR_KEY = 'AIzaOtherOwnersKeyZzzz9876';
const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

type Body = { provider: 'google'; apiKey?: string; restoreKey?: string; version?: number };

/**
 * The places owner API as the server keeps it: versions, 409 with the latest, and a removal's key
 * answered sealed (here an opaque token the server alone maps back to the key).
 */
function placesServer(server: TestServer) {
  let key: string | undefined;
  let version = 0;
  const sealed = new Map<string, string>();
  const view = (): PlacesSettings => ({
    provider: key ? 'google' : null,
    keyHint: key ? `••••${key.slice(-4)}` : null,
    encryptionKeyConfigured: true,
    version: key ? version : 0,
  });
  const calls: { method: string; body?: Body; version?: string | null }[] = [];
  const stale = (seen: number | undefined) => seen !== undefined && seen !== view().version;
  const conflict = () => ({
    status: 409,
    body: { code: 'changed-elsewhere', error: CHANGED_ELSEWHERE, latest: view() },
  });
  server.on(`GET ${PATH}`, () => ({ body: view() }));
  server.on(`PUT ${PATH}`, ({ body }) => {
    const given = body as Body;
    calls.push({ method: 'PUT', body: given });
    if (stale(given.version)) return conflict();
    const next = given.apiKey || (given.restoreKey && sealed.get(given.restoreKey)) || key;
    if (!next) return { status: 400, body: { code: 'places-key-required', error: 'Enter the API key.' } };
    key = next;
    version += 1;
    return { body: view() };
  });
  server.on(`DELETE ${PATH}`, ({ query }) => {
    const seen = query.get('version');
    calls.push({ method: 'DELETE', version: seen });
    if (seen !== null && key && stale(Number(seen))) return conflict();
    const removed = key;
    key = undefined;
    if (!removed) return { body: view() };
    const token = `v1.iv.tag.${crypto.randomUUID().replaceAll('-', '')}`;
    sealed.set(token, removed);
    return { body: { ...view(), removedKey: token } };
  });
  return {
    calls,
    key: () => key,
    /** Another owner's save of their key. */
    theirSave: (apiKey: string) => {
      key = apiKey;
      version += 1;
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
  server.on('GET /api/admin/commerce/checkout-settings', () => ({ body: { minimumSubtotalCents: null } }));
  server.on('GET /api/admin/commerce/payment-settings', () => ({
    body: {
      provider: 'test',
      testMode: true,
      currency: 'USD',
      testCards: [],
      active: 'test',
      version: 0,
      available: ['test'],
      providers: [],
      encryptionKeyConfigured: true,
    },
  }));
});
afterEach(cleanup);

async function openSection() {
  renderStudio('/store-settings/checkout');
  const section = await screen.findByRole('region', { name: 'Address autocomplete' }, { timeout: 20_000 });
  const form = await within(section).findByRole('form', { name: 'Address autocomplete settings' });
  return { section, form };
}

const enabled = (name: string) =>
  waitFor(() => expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false));

describe('store settings › checkout › address autocomplete', () => {
  it('saves a key and shows only its hint; Undo removes it and Redo puts it back, never holding the key', async () => {
    const places = placesServer(server);
    const user = userEvent.setup();
    const { section, form } = await openSection();
    expect(within(section).getByText(/address suggestions as they type address line 1/)).toBeTruthy();
    expect(within(section).getByText(/The API key stays on the server/)).toBeTruthy();
    expect((within(form).getByLabelText('Provider') as HTMLSelectElement).value).toBe('google');
    expect(within(form).getByRole('option', { name: 'Google Places API (New)' })).toBeTruthy();
    await user.type(within(form).getByLabelText('API key'), KEY);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved: ••••1234. Leave empty to keep it.')).toBeTruthy();
    // Made from "none saved" (0): another owner's first save would be refused, not replaced.
    expect(places.calls[0]).toEqual({ method: 'PUT', body: { provider: 'google', apiKey: KEY, version: 0 } });
    expect((within(form).getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain(KEY);
    await expectAccessible();

    await enabled('Undo');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(places.key()).toBeUndefined());
    expect(await within(form).findByText('Not saved yet.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Remove key' })).toBeNull();

    await enabled('Redo');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(places.key()).toBe(KEY));
    // The Redo handed back the key the server sealed at the Undo, not the key itself.
    const redo = places.calls.at(-1)?.body;
    expect(redo?.apiKey).toBeUndefined();
    expect(redo?.restoreKey).toMatch(/^v1\./);
    expect(await within(form).findByText('Saved: ••••1234. Leave empty to keep it.')).toBeTruthy();
  });

  it('removes the key, and Undo puts it back', async () => {
    const places = placesServer(server);
    places.theirSave(KEY);
    const user = userEvent.setup();
    const { section, form } = await openSection();
    expect(await within(form).findByText('Saved: ••••1234. Leave empty to keep it.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(places.key()).toBeUndefined());
    expect(places.calls[0]).toEqual({ method: 'DELETE', version: '1' });
    expect(await within(form).findByText('Not saved yet.')).toBeTruthy();
    await enabled('Undo');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(places.key()).toBe(KEY));
    expect(places.calls.at(-1)?.body).toMatchObject({ provider: 'google', version: 0 });
    expect(await within(section).findByRole('button', { name: 'Remove key' })).toBeTruthy();
  });

  it("refuses a save over another owner's key, then loads theirs or keeps ours by choice", async () => {
    const places = placesServer(server);
    places.theirSave(KEY);
    const user = userEvent.setup();
    const { form } = await openSection();
    expect(await within(form).findByText('Saved: ••••1234. Leave empty to keep it.')).toBeTruthy();
    places.theirSave(THEIR_KEY);
    await user.type(within(form).getByLabelText('API key'), 'AIzaOurReplacementKeyQqqq5555');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CHANGED_ELSEWHERE)).toBeTruthy();
    expect(places.key()).toBe(THEIR_KEY);
    await expectAccessible();
    // Keep ours: the typed key stays and a save goes over theirs.
    await user.click(within(form).getByRole('button', { name: 'Keep my changes' }));
    expect((within(form).getByLabelText('API key') as HTMLInputElement).value).toBe(
      'AIzaOurReplacementKeyQqqq5555',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(places.key()).toBe('AIzaOurReplacementKeyQqqq5555'));
    expect(await within(form).findByText('Saved: ••••5555. Leave empty to keep it.')).toBeTruthy();
    // Another owner saves again; ours is refused again and this time we load theirs.
    places.theirSave(THEIR_KEY);
    await user.type(within(form).getByLabelText('API key'), 'AIzaOneMoreOfOursKeyWwww7777');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CHANGED_ELSEWHERE)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));
    expect(await within(form).findByText('Saved: ••••9876. Leave empty to keep it.')).toBeTruthy();
    expect((within(form).getByLabelText('API key') as HTMLInputElement).value).toBe('');
  });

  it("refuses an Undo over another owner's later save, and shows it in the form", async () => {
    const places = placesServer(server);
    places.theirSave(KEY);
    const user = userEvent.setup();
    const { form } = await openSection();
    expect(await within(form).findByText('Saved: ••••1234. Leave empty to keep it.')).toBeTruthy();
    await user.type(within(form).getByLabelText('API key'), 'AIzaOurReplacementKeyQqqq5555');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved: ••••5555. Leave empty to keep it.')).toBeTruthy();
    await enabled('Undo');
    // Another owner saves after us: our Undo (made from our save's version) is refused, not applied.
    places.theirSave(THEIR_KEY);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(form).findByText(CHANGED_ELSEWHERE)).toBeTruthy();
    expect(places.key()).toBe(THEIR_KEY);
    expect(within(form).getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));
    expect(await within(form).findByText('Saved: ••••9876. Leave empty to keep it.')).toBeTruthy();
    await expectAccessible();
  });
});
