// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { SiteDomain, SiteSettings } from '../api/site-settings.js';

const SETTINGS: SiteSettings = {
  title: 'Fern & Fable',
  description: 'Plants and stories.',
  currency: 'USD',
  locale: 'en-US',
  timeZone: 'America/New_York',
  storeCountry: 'US',
  businessInformation: {
    name: 'Fern & Fable LLC',
    email: 'hello@fern.example',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: 'Portland',
    region: '',
    postalCode: '',
    country: 'US',
  },
  socialAccounts: [{ serviceName: 'Instagram', profileUrl: 'https://instagram.com/fern' }],
  cartPill: 'light',
  buttonLabels: {
    addToCart: 'Add To Cart',
    subscribe: 'Subscribe',
    quantity: 'Quantity',
    quickView: 'Quick View',
    selectValue: 'Select Value',
  },
  productReviewsDisplay: 'visible',
  reviewRequests: { enabled: true, delayDays: 7 },
  multipleQuantityAllowedForServices: true,
  captcha: { enabled: false, siteKey: null, theme: 'light' },
  cookiePolicy: { bannerEnabled: false, restrictive: false },
  commentsEnabled: true,
  commentGuestsAllowed: true,
  commentsRequireApproval: true,
  disqusShortname: '',
  simpleLikingEnabled: false,
  shareButtonOptions: ['twitter'],
  useCLDRMoneyFormat: false,
};

let server: TestServer;
let domains: SiteDomain[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  domains = [{ id: 'd1', host: 'fern.example', primary: true }];
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/website/settings', () => ({ body: SETTINGS }));
  server.on('GET /api/admin/website/domains', () => ({ body: { domains } }));
  server.on('GET /api/admin/website/lock', () => ({ body: { locked: false } }));
});
afterEach(cleanup);

describe('site settings', () => {
  it('shows the settings, saves what changed and shows the server’s field messages at their fields', async () => {
    let saves = 0;
    server.on('PUT /api/admin/website/settings', ({ body }) => {
      saves += 1;
      if (saves === 1) {
        return {
          status: 400,
          body: {
            code: 'validation-failed',
            error: 'One or more fields is invalid, please check your entries.',
            errors: { 'businessInformation.phone': 'Must be at most 50 characters' },
          },
        };
      }
      return { body: { ...SETTINGS, ...(body as object) } };
    });
    const user = userEvent.setup();
    renderStudio('/settings');
    const title = await screen.findByLabelText('Site title', {}, { timeout: 20_000 });
    expect((title as HTMLInputElement).value).toBe('Fern & Fable');
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Fern & Fable LLC');
    expect((screen.getByLabelText('Profile URL') as HTMLInputElement).value).toBe(
      'https://instagram.com/fern',
    );
    await expectAccessible();

    await user.clear(title);
    await user.type(title, 'Fern and Fable');
    await user.type(screen.getByLabelText('Phone'), '555');
    await user.click(screen.getByRole('switch', { name: 'Visitors can like blog posts and events' }));
    expect(screen.getByRole('checkbox', { name: 'X' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Pinterest' }));
    await user.click(screen.getByRole('checkbox', { name: 'Facebook' }));
    const comments = within(screen.getByRole('group', { name: 'Comments' }));
    expect(comments.getByRole('switch', { name: 'Require approval' })).toHaveProperty('checked', true);
    await user.click(comments.getByRole('switch', { name: 'Guests may comment' }));
    await user.type(comments.getByRole('textbox', { name: 'Disqus shortname' }), 'fern fable');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await comments.findByText('Use letters, digits and hyphens only.')).toBeTruthy();
    await user.clear(comments.getByRole('textbox', { name: 'Disqus shortname' }));
    const days = screen.getByRole('textbox', { name: 'Days after shipping' });
    await user.clear(days);
    await user.type(days, '3');
    await user.click(
      screen.getByRole('switch', { name: "E-mail buyers a link to review their order's products" }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 50 characters')).toBeTruthy();
    // Nothing typed is lost on a refused save.
    expect((screen.getByLabelText('Site title') as HTMLInputElement).value).toBe('Fern and Fable');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const sent = server.requests.findLast((r) => r.method === 'PUT')!;
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(sent.body).toMatchObject({
      title: 'Fern and Fable',
      businessInformation: { phone: '555', city: 'Portland' },
      socialAccounts: [{ serviceName: 'Instagram', profileUrl: 'https://instagram.com/fern' }],
      simpleLikingEnabled: true,
      // In the services' order, not the order they were ticked in.
      shareButtonOptions: ['facebook', 'twitter', 'pinterest'],
      commentsEnabled: true,
      commentGuestsAllowed: false,
      commentsRequireApproval: true,
      disqusShortname: '',
      reviewRequests: { enabled: false, delayDays: 3 },
    });
  });

  it('checks emails and links with the spec’s messages before sending', async () => {
    const user = userEvent.setup();
    renderStudio('/settings');
    const email = await screen.findByLabelText('Business email', {}, { timeout: 20_000 });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add social account' }));
    const urls = screen.getAllByLabelText('Profile URL');
    await user.type(screen.getAllByLabelText('Service')[1]!, 'Mastodon');
    await user.type(urls[1]!, 'ftp://files');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Links must be formatted as example.com or https://example.com')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
    await expectAccessible();
  });

  it('adds, makes primary and removes domains, with the server’s refusal at the field', async () => {
    server.on('POST /api/admin/website/domains', ({ body }) => {
      const { host } = body as { host: string };
      if (host === 'taken.example') {
        return {
          status: 409,
          body: {
            code: 'domain-taken',
            error: 'This domain is already used by another site.',
            errors: { host: 'This domain is already used by another site.' },
          },
        };
      }
      const added = { id: 'd2', host, primary: false };
      domains = [...domains, added];
      return { body: added };
    });
    server.on('PUT /api/admin/website/domains/:id/primary', ({ path }) => {
      const id = path.split('/')[5];
      domains = domains.map((d) => ({ ...d, primary: d.id === id }));
      return { body: { domains } };
    });
    server.on('DELETE /api/admin/website/domains/:id', ({ path }) => {
      domains = domains.filter((d) => d.id !== path.split('/')[5]);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderStudio('/settings');
    const field = await screen.findByLabelText('Domain', {}, { timeout: 20_000 });
    await user.type(field, 'https://nope/');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domains must be formatted as example.com')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'taken.example');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('This domain is already used by another site.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'Shop.Fern.Example');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const table = await screen.findByRole('table', { name: 'Domains' });
    await within(table).findByText('shop.fern.example');
    expect(server.requests.findLast((r) => r.method === 'POST')?.body).toEqual({ host: 'shop.fern.example' });

    await user.click(screen.getByRole('button', { name: 'Make shop.fern.example primary' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Make shop.fern.example primary' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove fern.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove domain' });
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('fern.example')).toBeNull());
  });

  it('locks the site with a password, changes it and removes it after asking', async () => {
    let locked = false;
    server.on('GET /api/admin/website/lock', () => ({ body: { locked } }));
    server.on('PUT /api/admin/website/lock', () => {
      locked = true;
      return { body: { locked, previousRevision: 'a'.repeat(24) } };
    });
    server.on('DELETE /api/admin/website/lock', () => {
      locked = false;
      return { body: { locked, previousRevision: 'b'.repeat(24) } };
    });
    const user = userEvent.setup();
    renderStudio('/settings');
    const password = await screen.findByLabelText('Site password', {}, { timeout: 20_000 });
    expect(screen.getByText('Off')).toBeTruthy();
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Lock site' }));
    expect(await screen.findByText('Must be at least 4 characters')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(password, 'd and more');
    await user.click(screen.getByRole('button', { name: 'Lock site' }));
    const changeField = await screen.findByLabelText('New site password');
    expect((changeField as HTMLInputElement).value).toBe('');
    const sent = server.requests.findLast((r) => r.method === 'PUT')!;
    expect(sent.path).toBe('/api/admin/website/lock');
    expect(sent.body).toEqual({ password: 'abcd and more' });
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'Remove password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove site password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove password' }));
    const again = await screen.findByRole('dialog', { name: 'Remove site password' });
    await user.click(within(again).getByRole('button', { name: 'Remove password' }));
    expect(await screen.findByRole('button', { name: 'Lock site' })).toBeTruthy();
    expect(server.requests.findLast((r) => r.method === 'DELETE')?.path).toBe('/api/admin/website/lock');
  });

  it('undoes and redoes a password change through the revisions the server answers', async () => {
    // The server's side: each change keeps the state it replaced under a new revision id.
    let password: string | null = null;
    const kept = new Map<string, string | null>();
    const replace = (next: string | null) => {
      const revision = `rev${kept.size + 1}`.padEnd(24, '0');
      kept.set(revision, password);
      password = next;
      return { body: { locked: next !== null, previousRevision: revision } };
    };
    server.on('GET /api/admin/website/lock', () => ({ body: { locked: password !== null } }));
    server.on('PUT /api/admin/website/lock', ({ body }) => replace((body as { password: string }).password));
    server.on('POST /api/admin/website/lock/restore', ({ body }) => {
      const { revision } = body as { revision: string };
      if (!kept.has(revision)) {
        const error = 'This lock screen change is too old to undo or redo. Set the password again instead.';
        return { status: 410, body: { code: 'lock-revision-gone', error } };
      }
      return replace(kept.get(revision) ?? null);
    });
    const user = userEvent.setup();
    renderStudio('/settings');
    const fieldset = within(
      (await screen.findByText('Lock screen', {}, { timeout: 20_000 })).closest('fieldset')!,
    );
    const undo = () => fieldset.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redo = () => fieldset.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(((await fieldset.findByRole('button', { name: 'Undo' })) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.type(fieldset.getByLabelText('Site password'), 'first password');
    await user.click(fieldset.getByRole('button', { name: 'Lock site' }));
    await user.type(await fieldset.findByLabelText('New site password'), 'second password');
    await user.click(fieldset.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(password).toBe('second password'));
    await waitFor(() => expect(undo().title).toBe('Undo: Change site password'));

    await user.click(undo());
    await waitFor(() => expect(password).toBe('first password'));
    expect(server.requests.findLast((r) => r.method === 'POST')?.body).toEqual({
      revision: 'rev2'.padEnd(24, '0'),
    });
    await waitFor(() => expect(redo().title).toBe('Redo: Change site password'));
    expect(undo().title).toBe('Undo: Lock site');
    expect(fieldset.getByText('On')).toBeTruthy();

    await user.click(redo());
    await waitFor(() => expect(password).toBe('second password'));
    await waitFor(() => expect(redo().disabled).toBe(true));

    // The keyboard: Ctrl+Z twice takes the change and the lock back, Shift+Ctrl+Z redoes the lock.
    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(password).toBe('first password'));
    await waitFor(() => expect(undo().disabled).toBe(false));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(password).toBeNull());
    expect(await fieldset.findByText('Off')).toBeTruthy();
    await waitFor(() => expect(redo().disabled).toBe(false));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(password).toBe('first password'));
    await waitFor(() => expect(fieldset.getByText('On')).toBeTruthy());
    await expectAccessible();

    // A revision the server no longer keeps: the reason is shown and the history starts over.
    kept.clear();
    await waitFor(() => expect(undo().disabled).toBe(false));
    await user.click(undo());
    expect(await screen.findByText(/too old to undo or redo/)).toBeTruthy();
    await waitFor(() => expect(undo().disabled).toBe(true));
    expect(redo().disabled).toBe(true);
    expect(password).toBe('first password');
  });

  it('is not shown to an editor', async () => {
    server.on('GET /api/auth/me', () => ({ body: sessionOf('editor') }));
    renderStudio('/settings');
    expect(await screen.findByText('Not available for your role', {}, { timeout: 20_000 })).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/admin/website/settings')).toBe(false);
  });
});
