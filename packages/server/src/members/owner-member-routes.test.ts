import { eachDialect } from '@tessera/db/testing';
import { parse } from 'csv-parse/sync';
import { afterEach, expect, it } from 'vitest';
import { seedSite, signIn } from '../testing/harness.js';
import { signInAs } from '../site-users/testing/account.js';
import { MEMBERS_PATH } from './owner-member-routes.js';
import { memberShopper, memberSite, SECRET, type MemberSite } from './testing/member-site.js';

interface Detail {
  member: { id: string; email: string; activeAreas: { name: string }[] };
  memberships: { areaName: string; source: string; state: string }[];
  orders: { orderNumber: number }[];
  subscriptions: { productName: string; state: string }[];
}

const DAY = 24 * 3_600_000;

eachDialect('members owner API', (getDb) => {
  let site: MemberSite | undefined;
  afterEach(async () => site?.app.close());

  it('lists and searches members, shows their detail, grants and revokes by hand, exports CSV', async () => {
    site = await memberSite(getDb());
    const areaId = await site.area({
      name: 'Insiders',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: [site.notesId],
    });
    const ada = await memberShopper(site, getDb(), 'ada@example.com');
    const bobShopper = await memberShopper(site, getDb(), 'bob@example.com');
    await ada.buyer.json('POST', `/api/members/areas/${areaId}/join`, {}, { headers: ada.headers });
    expect((await ada.buyer.checkout({ email: 'ada@example.com' })).statusCode).toBe(200);

    const list = (await site.ownerCall('GET', MEMBERS_PATH)).json() as {
      members: Detail['member'][];
      total: number;
    };
    expect(list.total).toBe(2);
    const adaRow = list.members.find((m) => m.email === 'ada@example.com');
    expect(adaRow?.activeAreas.map((a) => a.name)).toEqual(['Insiders']);
    const found = (await site.ownerCall('GET', `${MEMBERS_PATH}?search=BOB`)).json() as {
      members: Detail['member'][];
    };
    expect(found.members.map((m) => m.email)).toEqual(['bob@example.com']);

    const detail = (await site.ownerCall('GET', `${MEMBERS_PATH}/${adaRow!.id}`)).json() as Detail;
    expect(detail.memberships).toMatchObject([{ areaName: 'Insiders', source: 'order', state: 'active' }]);
    expect(detail.orders).toHaveLength(1);

    // Revoking ends access at the next page view; revoking again changes nothing.
    expect((await ada.buyer.get('/notes/secret-note')).body).toContain(SECRET);
    const revoked = await site.ownerCall('DELETE', `${MEMBERS_PATH}/${adaRow!.id}/memberships/${areaId}`);
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as Detail).memberships[0]?.state).toBe('revoked');
    expect(
      (await site.ownerCall('DELETE', `${MEMBERS_PATH}/${adaRow!.id}/memberships/${areaId}`)).statusCode,
    ).toBe(200);
    const refused = await ada.buyer.get('/notes/secret-note');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(SECRET);

    const bobId = list.members.find((m) => m.email === 'bob@example.com')!.id;
    const granted = await site.ownerCall('POST', `${MEMBERS_PATH}/${bobId}/memberships`, {
      memberAreaId: areaId,
    });
    expect((granted.json() as Detail).memberships).toMatchObject([{ source: 'manual', state: 'active' }]);
    await site.ownerCall('POST', `${MEMBERS_PATH}/${bobId}/memberships`, { memberAreaId: areaId });
    expect((await bobShopper.buyer.get('/notes/secret-note')).body).toContain(SECRET);

    const csv = await site.ownerCall('GET', `${MEMBERS_PATH}/export.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toEqual(['Email', 'Name', 'Verified', 'Joined', 'Member areas']);
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[4]])
        .sort(),
    ).toEqual([
      ['ada@example.com', ''],
      ['bob@example.com', 'Insiders'],
    ]);

    expect((await site.ownerCall('GET', `${MEMBERS_PATH}/${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect(
      (await site.ownerCall('POST', `${MEMBERS_PATH}/${bobId}/memberships`, { memberAreaId: '0'.repeat(24) }))
        .statusCode,
    ).toBe(404);
    // Another website's owner sees none of it.
    const other = await seedSite(getDb().db);
    const otherOwner = await signIn(site.app, other);
    const foreign = await site.app.inject({
      method: 'GET',
      url: `${MEMBERS_PATH}/${bobId}`,
      headers: otherOwner.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps a cancelled subscriber in until the paid month ends, then refuses', async () => {
    site = await memberSite(getDb());
    const areaId = await site.area({
      name: 'Monthly',
      pricing: 'recurring',
      productId: site.store.box.item_id,
      collectionIds: [site.notesId],
    });
    const sub = await memberShopper(site, getDb(), 'sub@example.com');
    const joined = await sub.buyer.json(
      'POST',
      `/api/members/areas/${areaId}/join`,
      {},
      { headers: sub.headers },
    );
    const next = (joined.json() as { next: string }).next;
    const cartToken = new URL(next, 'http://x').searchParams.get('cartToken') ?? '';
    expect(cartToken).not.toBe('');
    expect((await sub.buyer.details({ cartToken, email: 'sub@example.com' })).statusCode).toBe(200);
    expect((await sub.buyer.place({ paymentToken: await sub.buyer.token(), cartToken })).statusCode).toBe(
      200,
    );
    expect((await sub.buyer.get('/notes/secret-note')).statusCode).toBe(200);

    const members = (await site.ownerCall('GET', MEMBERS_PATH)).json() as { members: Detail['member'][] };
    const id = members.members[0]!.id;
    const detail = (await site.ownerCall('GET', `${MEMBERS_PATH}/${id}`)).json() as Detail & {
      subscriptions: { id: string }[];
    };
    expect(detail.memberships).toMatchObject([{ source: 'subscription', state: 'active' }]);
    const subscriptionId = detail.subscriptions[0]!.id;
    const cancelled = await site.ownerCall(
      'POST',
      `/api/admin/commerce/subscriptions/${subscriptionId}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(
      ((await site.ownerCall('GET', `${MEMBERS_PATH}/${id}`)).json() as Detail).memberships[0]?.state,
    ).toBe('ending');
    expect((await sub.buyer.get('/notes/secret-note')).statusCode).toBe(200);

    getDb().clock.advance(32 * DAY);
    // The browser session idled out meanwhile: sign in again.
    await signInAs(sub.buyer, 'sub@example.com');
    expect((await sub.buyer.get('/notes/secret-note')).statusCode).toBe(403);
  });
});
