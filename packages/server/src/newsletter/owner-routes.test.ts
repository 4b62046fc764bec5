import { CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  addSubscriber,
  createMailingList,
  unsubscribeSubscriber,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

eachDialect('owner mailing list API', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let owner: SignedIn;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    owner = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const call = (method: HTTPMethods, url: string, payload?: object, auth: SignedIn = owner) =>
    app.inject({ method, url, headers: auth.headers, ...(payload && { payload }) });

  it('creates lists with unique names and counts their subscribers', async () => {
    const created = await call('POST', '/api/admin/mailing-lists', { name: 'Newsletter' });
    expect(created.statusCode).toBe(201);
    const list = created.json() as { id: string };
    const duplicate = await call('POST', '/api/admin/mailing-lists', { name: 'Newsletter' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: 'A mailing list with this name already exists.' });
    await addSubscriber(db, site.website.id, list.id, { email: 'a@example.org' });
    const lists = (await call('GET', '/api/admin/mailing-lists')).json() as { lists: unknown[] };
    expect(lists.lists).toEqual([
      expect.objectContaining({ id: list.id, name: 'Newsletter', subscriberCount: 1 }),
    ]);
  });

  it('pages subscribers and exports them as CSV with formulas defused', async () => {
    const created = await createMailingList(db, site.website.id, 'Export');
    if (!created) throw new Error('list');
    const listId = created.id;
    await addSubscriber(db, site.website.id, listId, {
      email: 'b@example.org',
      name: '@SUM(A1)',
      fields: { City: 'Paris' },
    });
    const left = await addSubscriber(db, site.website.id, listId, { email: 'c@example.org' });
    await unsubscribeSubscriber(db, site.website.id, listId, left.id);
    const page = (await call('GET', `/api/admin/mailing-lists/${listId}/subscribers?limit=1`)).json() as {
      subscribers: { email: string }[];
      nextCursor: string;
    };
    expect(page.subscribers).toHaveLength(1);
    expect(page.nextCursor).toEqual(expect.any(String));
    const all = (await call('GET', `/api/admin/mailing-lists/${listId}/subscribers`)).json() as {
      subscribers: { email: string; unsubscribedAt: number | null }[];
    };
    expect(all.subscribers.find((s) => s.email === 'b@example.org')?.unsubscribedAt).toBeNull();
    expect(all.subscribers.find((s) => s.email === 'c@example.org')?.unsubscribedAt).toEqual(
      expect.any(Number),
    );
    const lists = (await call('GET', '/api/admin/mailing-lists')).json() as {
      lists: { id: string; subscriberCount: number }[];
    };
    // The count is of those still subscribed.
    expect(lists.lists.find((l) => l.id === listId)?.subscriberCount).toBe(1);
    const csv = await call('GET', `/api/admin/mailing-lists/${listId}/subscribers.csv`);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Name,Signed up,Status,Unsubscribed,City');
    // Oldest first; two sign-ups in the same millisecond have no fixed order between them.
    const rows = lines.slice(1).sort();
    expect(rows[0]).toMatch(/^b@example\.org,'@SUM\(A1\),[\dTZ:.-]+,Subscribed,,Paris$/);
    expect(rows[1]).toMatch(/^c@example\.org,,[\dTZ:.-]+,Unsubscribed,[\dTZ:.-]+,N\/A$/);
    expect((await call('DELETE', `/api/admin/mailing-lists/${listId}`)).json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/admin/mailing-lists/${listId}/subscribers`)).statusCode).toBe(404);
  });

  it('deletes a list to the trash, and restores it with its subscribers (retry-safe, own website only)', async () => {
    const created = await createMailingList(db, site.website.id, 'Trash me');
    if (!created) throw new Error('list');
    const listId = created.id;
    await addSubscriber(db, site.website.id, listId, { email: 'kept@example.org' });
    expect((await call('DELETE', `/api/admin/mailing-lists/${listId}`)).json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/admin/mailing-lists/${listId}`)).statusCode).toBe(404);
    const names = async () =>
      ((await call('GET', '/api/admin/mailing-lists')).json() as { lists: { name: string }[] }).lists.map(
        (l) => l.name,
      );
    expect(await names()).not.toContain('Trash me');
    const other = await seedSite(db);
    const otherOwner = await signIn(app, other);
    const restore = `/api/admin/mailing-lists/${listId}/restore`;
    expect((await call('POST', restore, undefined, otherOwner)).statusCode).toBe(404);
    const restored = await call('POST', restore);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: listId, name: 'Trash me', subscriberCount: 1 });
    expect((await call('POST', restore)).json()).toMatchObject({ id: listId, subscriberCount: 1 });
    expect(await names()).toContain('Trash me');
    const page = (await call('GET', `/api/admin/mailing-lists/${listId}/subscribers`)).json() as {
      subscribers: { email: string }[];
    };
    expect(page.subscribers.map((s) => s.email)).toEqual(['kept@example.org']);
    expect((await call('POST', `/api/admin/mailing-lists/${'0'.repeat(24)}/restore`)).statusCode).toBe(404);
  });

  it('removes one subscriber, within its own list and website only', async () => {
    const created = await createMailingList(db, site.website.id, 'Removals');
    if (!created) throw new Error('list');
    const listId = created.id;
    await addSubscriber(db, site.website.id, listId, { email: 'gone@example.org' });
    await addSubscriber(db, site.website.id, listId, { email: 'stays@example.org' });
    const url = `/api/admin/mailing-lists/${listId}/subscribers`;
    const before = (await call('GET', url)).json() as { subscribers: { id: string; email: string }[] };
    const gone = before.subscribers.find((s) => s.email === 'gone@example.org')!;
    const other = await seedSite(db);
    const otherOwner = await signIn(app, other);
    expect((await call('DELETE', `${url}/${gone.id}`, undefined, otherOwner)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${gone.id}`)).json()).toEqual({ deleted: true });
    expect((await call('DELETE', `${url}/${gone.id}`)).statusCode).toBe(404);
    const after = (await call('GET', url)).json() as { subscribers: { email: string }[] };
    expect(after.subscribers.map((s) => s.email)).toEqual(['stays@example.org']);
  });

  it('is for roles with campaigns.edit only', async () => {
    const member = await seedSite(db, CONTRIBUTOR_ROLES.NONE);
    await addContributor(db, site.website.id, member.ownerId, CONTRIBUTOR_ROLES.STORE_MANAGER);
    const storeManager = await signIn(app, site, member.ownerEmail);
    expect((await call('GET', '/api/admin/mailing-lists', undefined, storeManager)).statusCode).toBe(403);
    await addContributor(db, site.website.id, member.ownerId, CONTRIBUTOR_ROLES.CAMPAIGNS_EDITOR);
    expect((await call('GET', '/api/admin/mailing-lists', undefined, storeManager)).statusCode).toBe(200);
  });
});
