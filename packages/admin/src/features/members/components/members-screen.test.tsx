// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../testing/dom-helpers.js';
import { sessionOf } from '../../../testing/fixtures.js';
import { renderStudio } from '../../../testing/render-studio.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import type { Member, MemberArea, MemberDetail, MemberPage } from '../api/members.js';

const OWNER = { ...sessionOf(), permissions: [...sessionOf().permissions, 'members.manage' as const] };
const ada: Member = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Member',
  verified: true,
  createdAt: Date.UTC(2026, 0, 5),
  activeAreas: [{ id: 'a1', name: 'Dye School' }],
};
const area = (id: string, name: string): MemberArea => ({
  id,
  name,
  pricing: 'free',
  productId: null,
  offer: null,
  collectionIds: [],
  welcomeText: '',
  welcomeEmailSubject: '',
  welcomeEmailBody: '',
  freePreviewTag: null,
  memberCount: 1,
  version: 1,
  createdAt: 0,
  updatedAt: 0,
});

let server: TestServer;
let holds: Set<string>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  holds = new Set(['a1']);
  server.requests.length = 0;
  const detail = (): MemberDetail => ({
    member: ada,
    memberships: [
      {
        areaId: 'a1',
        areaName: 'Dye School',
        source: 'order',
        state: holds.has('a1') ? 'active' : 'revoked',
        grantedAt: 0,
        revokedAt: holds.has('a1') ? null : 1,
        orderId: 'o-7',
        subscriptionId: null,
      },
    ],
    orders: [
      {
        id: 'o-7',
        orderNumber: 7,
        createdAt: 0,
        status: 'fulfilled',
        grandTotal: { value: '4500', currency: 'USD' },
      },
    ],
    subscriptions: [],
  });
  server.on('GET /api/auth/me', () => ({ body: OWNER }));
  server.on('GET /api/admin/members', () => {
    const page: MemberPage = { members: [ada], total: 1, page: 1, pageSize: 50 };
    return { body: page };
  });
  server.on('GET /api/admin/members/:siteUserId', () => ({ body: detail() }));
  server.on('GET /api/admin/member-areas', () => ({ body: { memberAreas: [area('a1', 'Dye School')] } }));
  server.on('DELETE /api/admin/members/:siteUserId/memberships/:areaId', () => {
    holds.delete('a1');
    return { body: detail() };
  });
  server.on('POST /api/admin/members/:siteUserId/memberships', () => {
    holds.add('a1');
    return { body: detail() };
  });
});
afterEach(cleanup);

describe('members', () => {
  it('lists members with their areas, opens one, revokes access and undoes it, searches', async () => {
    const user = userEvent.setup();
    renderStudio('/members');
    const row = await screen.findByRole('row', { name: /Ada Member/ }, { timeout: 20_000 });
    expect(within(row).getByText('Dye School')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/members/export.csv',
    );
    await expectAccessible();
    await user.click(within(row).getByRole('button', { name: 'Ada Member' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: '#7' })).toBeTruthy();
    await user.click(await within(drawer).findByRole('button', { name: 'Revoke Dye School' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/memberships/a1'))).toBe(
        true,
      ),
    );
    expect(await within(drawer).findByText('Revoked')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/memberships'))).toBe(true),
    );
    expect(await within(drawer).findByText('Active')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(server.requests.some((r) => r.query.get('search') === 'ada')).toBe(true));
  }, 60_000);
});
