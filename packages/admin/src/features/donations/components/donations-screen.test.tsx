// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DonationFields } from '@tessera/contract';
import { DEFAULT_DONATION_SETTINGS } from '@tessera/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const PATH = '/api/admin/commerce/donations';
const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'commerce.settings' as const] };
type Stored = DonationFields & { version: number; currency: string };
let server: TestServer;
let stored: Stored;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = {
    ...DEFAULT_DONATION_SETTINGS,
    presetAmounts: [...DEFAULT_DONATION_SETTINGS.presetAmounts],
    frequencies: [...DEFAULT_DONATION_SETTINGS.frequencies],
    version: 0,
    currency: 'USD',
  };
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on(`GET ${PATH}`, () => ({ body: stored }));
  server.on(`PUT ${PATH}`, ({ body }) => {
    const { version, ...fields } = body as DonationFields & { version: number };
    if (version !== stored.version)
      return { status: 409, body: { code: 'changed-elsewhere', error: 'Changed elsewhere', latest: stored } };
    stored = { ...fields, version: stored.version + 1, currency: 'USD' };
    return { body: stored };
  });
});
afterEach(cleanup);

const puts = () =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === PATH).map((r) => r.body as Stored);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Donations screen', () => {
  it('sets up the appeal, amounts and frequency, saves them, and undoes the save', async () => {
    const user = userEvent.setup();
    renderStudio('/donations');
    expect(await screen.findByRole('heading', { name: 'Donations' }, { timeout: 20_000 })).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    expect((title as HTMLInputElement).value).toBe('Make a donation');
    expect(input('Amount 2').value).toBe('$25.00');
    const link = screen.getByRole('link', { name: 'View donation page' });
    expect(link.getAttribute('href')).toBe('/donate');
    expect(link.getAttribute('target')).toBe('_blank');
    await expectAccessible();

    await user.click(screen.getByRole('switch', { name: 'Accept donations' }));
    await user.clear(title);
    await user.type(title, 'Keep the library open');
    await user.type(input('Description'), 'Every gift buys books.');
    await user.clear(input('Button label'));
    await user.type(input('Button label'), 'Give');
    await user.click(screen.getByRole('button', { name: 'Remove amount 1' }));
    await user.click(screen.getByRole('button', { name: 'Add amount' }));
    await user.type(input('Amount 3'), '100');
    // A row added and left empty offers nothing: it is not saved.
    await user.click(screen.getByRole('button', { name: 'Add amount' }));
    expect(input('Amount 4').value).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Allow a custom amount' }));
    await user.clear(input('Minimum amount'));
    await user.type(input('Minimum amount'), '5');
    const frequency = screen.getByRole('radiogroup', { name: 'Frequency' });
    await user.click(within(frequency).getByRole('radio', { name: 'One-off or monthly' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          enabled: true,
          title: 'Keep the library open',
          description: 'Every gift buys books.',
          buttonLabel: 'Give',
          presetAmounts: [2500, 5000, 10_000],
          allowCustomAmount: false,
          minimumAmount: 500,
          maximumAmount: 1_000_000,
          frequencies: ['one-off', 'monthly'],
          version: 0,
        },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual(
        expect.objectContaining({
          enabled: false,
          title: 'Make a donation',
          frequencies: ['one-off'],
          version: 1,
        }),
      ),
    );
    await waitFor(() => expect(input('Title').value).toBe('Make a donation'));
    expect((screen.getByRole('radio', { name: 'One-off only' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual(expect.objectContaining({ title: 'Keep the library open', version: 2 })),
    );
  });

  it('refuses bounds out of order before sending, and shows the server’s messages at the fields they name', async () => {
    const user = userEvent.setup();
    renderStudio('/donations');
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    await user.clear(input('Maximum amount'));
    await user.type(input('Maximum amount'), '0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeTruthy();
    expect(input('Maximum amount').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
    await user.clear(input('Maximum amount'));
    await user.type(input('Maximum amount'), '500');

    server.on(`PUT ${PATH}`, () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'Check the highlighted fields',
        errors: { title: 'That title is taken', 'presetAmounts.1': 'Too generous' },
      },
    }));
    await user.clear(input('Title'));
    await user.type(input('Title'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That title is taken', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Amount 2: Too generous')).toBeTruthy();
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks, when another owner saved first, whether to load their version or keep what was typed', async () => {
    const user = userEvent.setup();
    renderStudio('/donations');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    stored = { ...stored, title: 'Their title', version: 1 };
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const keep = await screen.findByRole('button', { name: 'Keep my changes' }, { timeout: 20_000 });
    expect(input('Title').value).toBe('My title');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual(expect.objectContaining({ title: 'My title', version: 1 })),
    );

    stored = { ...stored, title: 'Theirs again', version: 3 };
    await user.clear(input('Title'));
    await user.type(input('Title'), 'Mine again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      await screen.findByRole('button', { name: 'Load the latest version' }, { timeout: 20_000 }),
    );
    await waitFor(() => expect(input('Title').value).toBe('Theirs again'));
    expect(stored).toMatchObject({ title: 'Theirs again', version: 3 });
  });
});
