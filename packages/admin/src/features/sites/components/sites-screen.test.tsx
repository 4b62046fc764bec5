// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { browserLocation, type Site, type SiteList } from '../api/sites.js';

const here: Site = {
  id: 'web-1',
  slug: 'fern-and-fable',
  title: 'Fern & Fable',
  url: 'http://fern-and-fable.example',
  roleName: 'admin',
  current: true,
};
const bakery: Site = {
  id: 'web-2',
  slug: 'bakery',
  title: 'The Bakery',
  url: 'http://bakery.example:3000',
  roleName: 'admin',
  current: false,
};

let server: TestServer;
let list: SiteList;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  list = { sites: [here, bakery], canCreate: true };
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/sites', () => ({ body: list }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sites', () => {
  it('lists the sites this owner may edit, and is accessible', async () => {
    renderStudio('/sites');
    expect(await screen.findByRole('heading', { name: 'Sites', level: 1 }, { timeout: 20_000 })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /The Bakery/ });
    expect(within(row).getByText('http://bakery.example:3000')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Fern & Fable/ })).getByText('This site')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create website' })).toBeTruthy();
    await expectAccessible();
  });

  it('creates a website after checking the fields, with the server’s field message in place', async () => {
    let calls = 0;
    server.on('POST /api/admin/sites', ({ body }) => {
      calls += 1;
      if (calls === 1)
        return {
          status: 409,
          body: {
            code: 'domain-taken',
            error: 'This domain is already used by another site.',
            errors: { 'hosts.0': 'This domain is already used by another site.' },
          },
        };
      const input = body as { slug: string; title: string };
      const made: Site = { ...bakery, id: 'web-3', slug: input.slug, title: input.title, url: null };
      list = { ...list, sites: [...list.sites, made] };
      return { status: 201, body: { site: made, invitedEmail: 'cook@example.com' } };
    });
    const user = userEvent.setup();
    renderStudio('/sites');
    await user.click(await screen.findByRole('button', { name: 'Create website' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create website' });
    await user.type(within(dialog).getByLabelText('Address name'), 'Bad Slug');
    await user.type(within(dialog).getByLabelText('Domains'), 'https://x.example/path');
    await user.type(within(dialog).getByLabelText("Owner's email"), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Create website' }));
    expect(
      await within(dialog).findByText('Use 2 to 40 lower-case letters, digits and hyphens'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Domains must be formatted as example.com')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid email')).toBeTruthy();
    expect(calls).toBe(0);

    await user.clear(within(dialog).getByLabelText('Address name'));
    await user.type(within(dialog).getByLabelText('Address name'), 'cake-shop');
    await user.type(within(dialog).getByLabelText('Site title'), 'Cake Shop');
    await user.clear(within(dialog).getByLabelText('Domains'));
    await user.type(within(dialog).getByLabelText('Domains'), 'cake.example{Enter}www.cake.example');
    await user.clear(within(dialog).getByLabelText("Owner's email"));
    await user.type(within(dialog).getByLabelText("Owner's email"), 'cook@example.com');
    await user.click(within(dialog).getByLabelText('Add the demo content'));
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Create website' }));
    expect(await within(dialog).findByText('This domain is already used by another site.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create website' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      server.requests.filter((r) => r.path === '/api/admin/sites' && r.method === 'POST').at(-1)?.body,
    ).toEqual({
      slug: 'cake-shop',
      title: 'Cake Shop',
      hosts: ['cake.example', 'www.cake.example'],
      ownerEmail: 'cook@example.com',
      demo: true,
    });
    expect(
      await screen.findByText('Website Cake Shop created. Invitation sent to cook@example.com'),
    ).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Cake Shop/ })).toBeTruthy();
  });

  it('offers no creation to an owner who is not an install administrator', async () => {
    list = { sites: [here], canCreate: false };
    renderStudio('/sites');
    expect(await screen.findByRole('row', { name: /Fern & Fable/ }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create website' })).toBeNull();
    // Nothing to switch to: no switcher in the header.
    expect(screen.queryByRole('button', { name: 'Switch site' })).toBeNull();
  });

  it('switches from the header: a handoff for the chosen site, then its studio with the secret in the fragment', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.on('POST /api/admin/sites/:websiteId/handoff', () => ({
      body: { url: 'http://bakery.example:3000/config/handoff#secret-of-the-handoff' },
    }));
    const user = userEvent.setup();
    renderStudio('/');
    await user.click(await screen.findByRole('button', { name: 'Switch site' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'The Bakery' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://bakery.example:3000/config/handoff#secret-of-the-handoff'),
    );
    const sent = server.requests.find((r) => r.path === '/api/admin/sites/web-2/handoff');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['x-csrf-token']).toBe('csrf-token-1');
  });
});

describe('handoff landing', () => {
  it('exchanges the fragment’s secret for a session, drops it from the address bar and opens the studio', async () => {
    let signedIn = false;
    server.on('GET /api/auth/me', () => (signedIn ? { body: sessionOf() } : { status: 401, body: {} }));
    server.on('POST /api/auth/handoff', () => {
      signedIn = true;
      return { body: sessionOf() };
    });
    window.happyDOM.setURL(`${server.origin}/config/handoff#the-secret-of-this-handoff`);
    renderStudio('/handoff');
    expect(await screen.findByRole('link', { name: 'Sites' }, { timeout: 20_000 })).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/api/auth/handoff')?.body).toEqual({
      token: 'the-secret-of-this-handoff',
    });
    expect(window.location.hash).toBe('');
  });

  it('says so when the link was used or expired, with a way to sign in', async () => {
    server.on('POST /api/auth/handoff', () => ({
      status: 410,
      body: {
        code: 'handoff-invalid',
        error: 'This sign-in link has expired or has already been used. Switch sites again from the studio.',
      },
    }));
    window.happyDOM.setURL(`${server.origin}/config/handoff#used-up-secret-of-a-handoff`);
    renderStudio('/handoff');
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toContain(
      'This sign-in link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Sign in to this site' })).toBeTruthy();
    await expectAccessible();
  });
});
