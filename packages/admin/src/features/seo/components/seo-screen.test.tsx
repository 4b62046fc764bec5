// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_ROBOTS_RULES, parseUrlMappings, robotsTxt } from '@tessera/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const BASE = 'https://fern.example';
let server: TestServer;
let rules: string | null;
let mappings: string;

const robotsBody = () => {
  const inForce = rules ?? DEFAULT_ROBOTS_RULES;
  return {
    rules: inForce,
    custom: rules !== null,
    defaultRules: DEFAULT_ROBOTS_RULES,
    preview: robotsTxt(inForce, BASE),
  };
};
const mappingsBody = () => {
  const parsed = parseUrlMappings(mappings);
  return {
    text: mappings,
    mappings: parsed.ok ? parsed.rules.map(({ from, to, status }) => ({ from, to, status })) : [],
  };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  rules = null;
  mappings = '';
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/seo/robots', () => ({ body: robotsBody() }));
  server.on('GET /api/admin/seo/url-mappings', () => ({ body: mappingsBody() }));
  server.on('PUT /api/admin/seo/robots', ({ body }) => {
    rules = (body as { rules: string | null }).rules;
    return { body: robotsBody() };
  });
  server.on('PUT /api/admin/seo/url-mappings', ({ body }) => {
    const text = (body as { text: string }).text;
    if (text.includes('/taken'))
      return {
        status: 400,
        body: {
          code: 'validation-failed',
          error: 'Please check the highlighted fields.',
          errors: { text: 'Line 1: refused by the server' },
        },
      };
    mappings = text;
    return { body: mappingsBody() };
  });
});
afterEach(cleanup);

const puts = (path: string) =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === path).map((r) => r.body);

describe('SEO screen', () => {
  it('edits robots.txt, shows what crawlers read, restores the defaults, and undoes each change', async () => {
    const user = userEvent.setup();
    renderStudio('/seo');
    const field = await screen.findByRole('textbox', { name: 'Rules' }, { timeout: 20_000 });
    expect((field as HTMLTextAreaElement).value).toBe(DEFAULT_ROBOTS_RULES);
    expect(screen.getByText(/Sitemap: https:\/\/fern\.example\/sitemap\.xml/)).toBeTruthy();
    await expectAccessible();

    await user.clear(field);
    await user.type(field, 'User-agent: *{enter}Disalow: /x');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(/^Line 2: write a rule as/)).toBeTruthy();
    expect(puts('/api/admin/seo/robots')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'User-agent: *{enter}Disallow: /drafts');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(puts('/api/admin/seo/robots')).toEqual([{ rules: 'User-agent: *\nDisallow: /drafts' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(puts('/api/admin/seo/robots').at(-1)).toEqual({ rules: null }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Rules' }) as HTMLTextAreaElement).value).toBe(
        DEFAULT_ROBOTS_RULES,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(puts('/api/admin/seo/robots').at(-1)).toEqual({ rules: 'User-agent: *\nDisallow: /drafts' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts('/api/admin/seo/robots').at(-1)).toEqual({ rules: null }));
  });

  it('saves URL mappings, checks each line before sending, shows the server’s refusal at the field, and undoes', async () => {
    const user = userEvent.setup();
    renderStudio('/seo');
    const field = await screen.findByRole('textbox', { name: 'Mappings' }, { timeout: 20_000 });
    expect(screen.getByText('0 mappings in force')).toBeTruthy();
    await user.type(field, '/old -> /new 307');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Line 1: the status must be 301 or 302')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '/taken -> /new');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('Line 1: refused by the server')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('/taken -> /new');

    await user.clear(field);
    await user.type(field, '/old-shop/* -> /shop 301{enter}/about-us -> /about');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    expect(await screen.findByText('2 mappings in force')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts('/api/admin/seo/url-mappings').at(-1)).toEqual({ text: '' }));
    expect(await screen.findByText('0 mappings in force')).toBeTruthy();
  });
});
