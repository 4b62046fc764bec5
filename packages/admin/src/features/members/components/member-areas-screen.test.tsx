// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { MemberAreaBody } from '../api/member-areas.js';
import type { MemberArea } from '../api/members.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'members.manage' as const] };

function areaOf(id: string, body: MemberAreaBody, version = 1): MemberArea {
  return {
    id,
    name: body.name,
    pricing: body.pricing,
    productId: body.productId ?? null,
    offer: body.pricing === 'free' ? null : { productName: 'Course', priceCents: 4500, currency: 'USD' },
    collectionIds: body.collectionIds,
    welcomeText: body.welcomeText ?? '',
    welcomeEmailSubject: body.welcomeEmailSubject ?? '',
    welcomeEmailBody: body.welcomeEmailBody ?? '',
    memberCount: 2,
    version,
    createdAt: 0,
    updatedAt: 0,
  };
}

let server: TestServer;
let areas: MemberArea[];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  areas = [areaOf('a1', { name: 'Dye School', pricing: 'one-time', productId: 'p1', collectionIds: ['c1'] })];
  server.requests.length = 0;
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/member-areas', () => ({ body: { memberAreas: areas } }));
  server.on('GET /api/admin/collections', () => ({
    body: {
      collections: [
        { id: 'c1', title: 'Course' },
        { id: 'c2', title: 'Lounge' },
      ],
    },
  }));
  server.on('GET /api/admin/commerce/products', () => ({
    body: { products: [{ id: 'p1', title: 'Course access' }], total: 1, page: 1, pageSize: 200 },
  }));
  server.on('POST /api/admin/member-areas', (r) => {
    const created = areaOf('a2', r.body as MemberAreaBody);
    areas = [...areas, created];
    return { status: 201, body: created };
  });
  server.on('PUT /api/admin/member-areas/:areaId', (r) => {
    const id = r.path.split('/').at(-1) ?? '';
    const current = areas.find((a) => a.id === id);
    const saved = areaOf(id, r.body as MemberAreaBody, (current?.version ?? 0) + 1);
    areas = areas.map((a) => (a.id === id ? saved : a));
    return { body: saved };
  });
});
afterEach(cleanup);

describe('member areas', () => {
  it('lists areas with price and members, creates a free one, renames one and undoes it', async () => {
    const user = userEvent.setup();
    renderStudio('/member-areas');
    const row = await screen.findByRole('row', { name: /Dye School/ }, { timeout: 20_000 });
    expect(within(row).getByText('$45.00 · One-time')).toBeTruthy();
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'New member area' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the area a name')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Friends');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Friends/ })).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.headers['idempotency-key']).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Dye School' }));
    const edit = await screen.findByRole('dialog');
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Dye Academy');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Dye Academy/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('row', { name: /Dye School/ })).toBeTruthy();
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
  }, 60_000);
});
