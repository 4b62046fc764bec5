// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DEFAULT_PROMO_POPUP, type PromoPopupFields } from '@tessera/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

const PATH = '/api/admin/marketing/promo-popup';
const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'campaigns.edit' as const] };
let server: TestServer;
let stored: PromoPopupFields & { version: number; formId: string | null };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = { ...DEFAULT_PROMO_POPUP, version: 0, formId: null };
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/mailing-lists', () => ({
    body: { lists: [{ id: 'list-1', name: 'Letter', subscriberCount: 2, createdAt: 1 }] },
  }));
  server.on(`GET ${PATH}`, () => ({ body: stored }));
  server.on(`PUT ${PATH}`, ({ body }) => {
    const { version, ...fields } = body as PromoPopupFields & { version: number };
    if (version !== stored.version)
      return { status: 409, body: { code: 'changed-elsewhere', error: 'Changed elsewhere', latest: stored } };
    stored = { ...fields, version: stored.version + 1, formId: 'form-1' };
    return { body: stored };
  });
  server.on(`POST ${PATH}/preview`, ({ body }) => ({
    body: {
      html: `<div class="ts-promo-popup"><h2>${(body as PromoPopupFields).heading}</h2></div>`,
      stylesheets: ['/assets/theme/v1/styles/site.css', '/assets/storefront/islands.css'],
    },
  }));
});
afterEach(cleanup);

const puts = () =>
  server.requests.filter((r) => r.method === 'PUT' && r.path === PATH).map((r) => r.body as PromoPopupFields);

describe('Promotional pop-up screen', () => {
  it('turns the pop-up on with a mailing list, shows the server’s preview, and undoes the save', async () => {
    const user = userEvent.setup();
    renderStudio('/promo-popup');
    const toggle = await screen.findByRole('switch', { name: 'Show the pop-up' }, { timeout: 20_000 });
    expect((screen.getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe('Subscribe');
    await waitFor(() => expect(screen.getByTitle('Pop-up preview')).toBeTruthy());
    await expectAccessible();

    await user.click(toggle);
    const heading = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(heading);
    await user.type(heading, 'Ten percent off');
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    // The newsletter button needs a list first: refused before anything is sent.
    expect(await screen.findByText('Choose a mailing list')).toBeTruthy();
    expect(puts()).toEqual([]);

    await user.click(screen.getByLabelText('Mailing list', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Letter' }));
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        expect.objectContaining({
          enabled: true,
          heading: 'Ten percent off',
          mailingListId: 'list-1',
          version: 0,
        }),
      ]),
    );
    await waitFor(() => {
      const frame = screen.getByTitle('Pop-up preview') as HTMLIFrameElement;
      expect(frame.getAttribute('srcdoc')).toContain('Ten percent off');
      // Styled by the site's own stylesheets, in a frame that runs no script.
      expect(frame.getAttribute('srcdoc')).toContain(
        '<link rel="stylesheet" href="/assets/theme/v1/styles/site.css"><link rel="stylesheet" href="/assets/storefront/islands.css">',
      );
      expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual(
        expect.objectContaining({ enabled: false, heading: 'Subscribe', mailingListId: null, version: 1 }),
      ),
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Show the pop-up' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it('asks, when another owner saved first, whether to load their version or keep what was typed', async () => {
    const user = userEvent.setup();
    stored = { ...stored, mailingListId: 'list-1' };
    renderStudio('/promo-popup');
    const heading = await screen.findByRole('textbox', { name: 'Heading' }, { timeout: 20_000 });
    // Another owner saves meanwhile.
    stored = { ...stored, heading: 'Their heading', version: 1 };
    await user.clear(heading);
    await user.type(heading, 'My heading');
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    const keep = await screen.findByRole('button', { name: 'Keep my changes' }, { timeout: 20_000 });
    expect((screen.getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe('My heading');
    expect((screen.getByRole('button', { name: 'Save pop-up' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(keep);
    expect(screen.queryByRole('button', { name: 'Keep my changes' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe('My heading');
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    await waitFor(() =>
      expect(puts().at(-1)).toEqual(expect.objectContaining({ heading: 'My heading', version: 1 })),
    );
    expect(stored).toMatchObject({ heading: 'My heading', version: 2 });

    // Refused again; this time the owner takes the other version.
    stored = { ...stored, heading: 'Theirs again', version: 3 };
    const typed = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(typed);
    await user.type(typed, 'Mine again');
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    await user.click(
      await screen.findByRole('button', { name: 'Load the latest version' }, { timeout: 20_000 }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Heading' }) as HTMLInputElement).value).toBe(
        'Theirs again',
      ),
    );
    expect(stored).toMatchObject({ heading: 'Theirs again', version: 3 });
  });

  it('offers a link instead, with pages chosen by URL', async () => {
    const user = userEvent.setup();
    renderStudio('/promo-popup');
    await screen.findByRole('switch', { name: 'Show the pop-up' }, { timeout: 20_000 });
    await user.click(screen.getByLabelText('What the button does', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Open a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/sale');
    await user.click(screen.getByLabelText('Pages', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Selected pages' }));
    await user.type(screen.getByRole('textbox', { name: 'Page URLs' }), '/shop{enter}/journal');
    await user.click(screen.getByRole('button', { name: 'Save pop-up' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        expect.objectContaining({
          action: 'link',
          linkUrl: '/sale',
          placement: 'selected',
          pagePaths: ['/shop', '/journal'],
        }),
      ]),
    );
  });
});
