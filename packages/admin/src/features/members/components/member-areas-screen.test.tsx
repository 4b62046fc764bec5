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
    freePreviewTag: body.freePreviewTag ?? null,
    memberCount: 2,
    version,
    createdAt: 0,
    updatedAt: 0,
  };
}

let server: TestServer;
let areas: MemberArea[];
let nextId: number;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  areas = [areaOf('a1', { name: 'Dye School', pricing: 'one-time', productId: 'p1', collectionIds: ['c1'] })];
  nextId = 2;
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
    const created = areaOf(`a${nextId++}`, r.body as MemberAreaBody);
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
  server.on('DELETE /api/admin/member-areas/:areaId', (r) => {
    const id = r.path.split('/').at(-1) ?? '';
    if (!areas.some((a) => a.id === id)) return { status: 404, body: { error: 'Not found' } };
    areas = areas.filter((a) => a.id !== id);
    return { status: 204 };
  });
});

const calls = (method: string) => server.requests.filter((r) => r.method === method);
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

  it('sets the free preview tag an area opens to everyone, and clears it', async () => {
    const user = userEvent.setup();
    renderStudio('/member-areas');
    await screen.findByRole('row', { name: /Dye School/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Edit Dye School' }));
    const edit = await screen.findByRole('dialog');
    const tag = within(edit).getByRole('textbox', { name: 'Free preview tag' });
    expect(within(edit).getByText(/can be read by everyone, without joining/)).toBeTruthy();
    await user.type(tag, '  sample ');
    await expectAccessible();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(calls('PUT')[0]?.body).toMatchObject({ freePreviewTag: 'sample' });
    expect(areas[0]?.freePreviewTag).toBe('sample');

    await user.click(await screen.findByRole('button', { name: 'Edit Dye School' }));
    const again = await screen.findByRole('dialog');
    const filled = within(again).getByRole('textbox', { name: 'Free preview tag' });
    expect((filled as HTMLInputElement).value).toBe('sample');
    await user.clear(filled);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(2));
    expect(calls('PUT')[1]?.body).toMatchObject({ freePreviewTag: null });
  }, 60_000);

  it('undoes a create by deleting the area, and redoes it', async () => {
    const user = userEvent.setup();
    renderStudio('/member-areas');
    await screen.findByRole('row', { name: /Dye School/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'New member area' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Friends');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Friends/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Friends/ })).toBeNull());
    expect(calls('DELETE').map((r) => r.path)).toEqual(['/api/admin/member-areas/a2']);
    expect(areas.map((a) => a.name)).toEqual(['Dye School']);

    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await screen.findByRole('row', { name: /Friends/ })).toBeTruthy();
    const posts = calls('POST');
    expect(posts).toHaveLength(2);
    // The redo is a new create (a new Idempotency-Key), not a replay of the first.
    expect(posts[1]?.headers['idempotency-key']).not.toBe(posts[0]?.headers['idempotency-key']);
    // Undo again deletes the area the redo made (its new id).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls('DELETE').at(-1)?.path).toBe('/api/admin/member-areas/a3'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Friends/ })).toBeNull());
  }, 60_000);

  it('undoes a delete by creating the area again with the same settings; older edits still apply', async () => {
    const user = userEvent.setup();
    renderStudio('/member-areas');
    await screen.findByRole('row', { name: /Dye School/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Edit Dye School' }));
    const edit = await screen.findByRole('dialog');
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Dye Academy');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Dye Academy/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Dye Academy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Dye Academy?' });
    expect(within(confirm).getByText(/Undo brings the area back with the same settings/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dye Academy/ })).toBeNull());
    expect(calls('DELETE').map((r) => r.path)).toEqual(['/api/admin/member-areas/a1']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('row', { name: /Dye Academy/ })).toBeTruthy();
    expect(calls('POST').at(-1)?.body).toEqual({
      name: 'Dye Academy',
      pricing: 'one-time',
      productId: 'p1',
      collectionIds: ['c1'],
      welcomeText: '',
      welcomeEmailSubject: '',
      welcomeEmailBody: '',
      freePreviewTag: null,
    });
    // Undoing the rename now renames the recreated area (a2), not the deleted one.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('row', { name: /Dye School/ })).toBeTruthy();
    expect(calls('PUT').at(-1)?.path).toBe('/api/admin/member-areas/a2');
    await expectAccessible();
  }, 60_000);
});
