// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_SITE_STYLES } from '@tessera/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Design, Font } from '../api/design.js';

const DESIGN: Design = {
  styles: DEFAULT_SITE_STYLES,
  logoFileId: null,
  faviconFileId: null,
  socialImageFileId: null,
};
const FONTS: Font[] = [
  {
    id: 'system-sans',
    name: 'System Sans',
    family: 'Sans Serif',
    stack: 'system-ui, sans-serif',
    stylesheet: null,
  },
  { id: 'system-serif', name: 'System Serif', family: 'Serif', stack: 'Georgia, serif', stylesheet: null },
  {
    id: 'dancing-script',
    name: 'Dancing Script',
    family: 'Script',
    stack: "'Dancing Script Variable', cursive",
    stylesheet: null,
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: sessionOf() }));
  server.on('GET /api/admin/design', () => ({ body: DESIGN }));
  server.on('GET /api/admin/design/fonts', () => ({ body: { fonts: FONTS } }));
});
afterEach(cleanup);

describe('design', () => {
  it('edits colours, fonts, spacing and button shape, and saves them', async () => {
    server.on('PUT /api/admin/design', ({ body }) => ({ body }));
    const user = userEvent.setup();
    renderStudio('/design');
    const accent = await screen.findByRole('textbox', { name: 'Accent' }, { timeout: 20_000 });
    expect(screen.getByRole('group', { name: 'Fonts in Style Guide' })).toBeTruthy();
    expect(screen.getByTitle('Site preview')).toBeTruthy();
    await expectAccessible();

    await user.clear(accent);
    await user.type(accent, '#aa3300');
    await user.click(screen.getByRole('radio', { name: 'Square' }));
    await user.click(screen.getByRole('radio', { name: 'Spacious' }));
    await user.click(screen.getByRole('combobox', { name: 'Heading font' }));
    await user.click(await screen.findByRole('option', { name: 'Dancing Script' }));
    // The preview frames the real render of the home page (happy-dom loads no frame documents, so
    // the custom properties set on it are not checked here).
    expect((screen.getByTitle('Site preview') as HTMLIFrameElement).getAttribute('src')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Design saved')).toBeTruthy();
    const sent = server.requests.findLast((r) => r.method === 'PUT')?.body as Design;
    expect(sent.styles).toEqual({
      colors: { ...DEFAULT_SITE_STYLES.colors, accent: '#aa3300' },
      fonts: { heading: 'dancing-script', body: 'system-sans' },
      spacing: 'spacious',
      buttonShape: 'square',
    });
  });

  it("says 'Unable to load fonts' with Retry when the font list cannot be loaded", async () => {
    let fails = true;
    server.on('GET /api/admin/design/fonts', () => (fails ? { drop: true } : { body: { fonts: FONTS } }));
    const user = userEvent.setup();
    renderStudio('/design');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Unable to load fonts');
    expect(alert.textContent).toContain('Network error');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Heading font' })).toBeTruthy();
  });

  it("shows the server's refusal at the field it concerns", async () => {
    server.on('PUT /api/admin/design', () => ({
      status: 400,
      body: {
        code: 'validation-failed',
        error: 'One or more fields is invalid, please check your entries.',
        errors: { faviconFileId: 'Choose an image from your files' },
      },
    }));
    const user = userEvent.setup();
    renderStudio('/design');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20_000 }));
    expect(await screen.findByText('Choose an image from your files')).toBeTruthy();
  });
});
