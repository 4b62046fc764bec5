import { addContributor, createAccount, findSiteLockHash, SITE_LOCK_REVISIONS_KEPT } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/index.js';
import {
  buildTestApp,
  PASSWORD,
  seedSite,
  signIn,
  type SeededSite,
  type SignedIn,
} from '../testing/harness.js';

const FIRST = 'lanterns at dusk';
const SECOND = 'a heron in the reeds';

interface Change {
  locked: boolean;
  previousRevision: string | null;
}

eachDialect('undo and redo of lock screen changes', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let auth: SignedIn;
  let otherAuth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
    auth = await signIn(app, site);
    otherAuth = await signIn(app, other);
  });
  afterAll(async () => app.close());

  const lock = (password: string, headers = auth.headers) =>
    app.inject({ method: 'PUT', url: '/api/admin/website/lock', headers, payload: { password } });
  const unlock = (headers = auth.headers) =>
    app.inject({ method: 'DELETE', url: '/api/admin/website/lock', headers });
  const restore = (revision: unknown, headers = auth.headers) =>
    app.inject({ method: 'POST', url: '/api/admin/website/lock/restore', headers, payload: { revision } });
  const change = (response: LightMyRequestResponse): Change => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('argon2');
    return response.json<Change>();
  };
  /** Which password the site now asks for (`undefined`: open); checked against the stored hash. */
  async function passwordOf(candidates: readonly string[], websiteId = site.website.id) {
    const hash = await findSiteLockHash(getDb().db, websiteId);
    if (hash === undefined) return undefined;
    for (const candidate of candidates) if (await verifyPassword(hash, candidate)) return candidate;
    return 'another password';
  }

  it('undoes and redoes locking an open site, each step answering the revision to go back to', async () => {
    const locked = change(await lock(FIRST));
    expect(locked).toEqual({ locked: true, previousRevision: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const undone = change(await restore(locked.previousRevision));
    expect(undone.locked).toBe(false);
    expect(await passwordOf([FIRST])).toBeUndefined();
    const redone = change(await restore(undone.previousRevision));
    expect(redone.locked).toBe(true);
    expect(await passwordOf([FIRST])).toBe(FIRST);
    expect(redone.previousRevision).not.toBe(locked.previousRevision);
  });

  it('undoes a password change to the old password and redoes it to the new one', async () => {
    expect(await passwordOf([FIRST])).toBe(FIRST);
    const changed = change(await lock(SECOND));
    expect(await passwordOf([FIRST, SECOND])).toBe(SECOND);
    const undone = change(await restore(changed.previousRevision));
    expect(undone.locked).toBe(true);
    expect(await passwordOf([FIRST, SECOND])).toBe(FIRST);
    const redone = change(await restore(undone.previousRevision));
    expect(redone.locked).toBe(true);
    expect(await passwordOf([FIRST, SECOND])).toBe(SECOND);
    // Undo again after the redo: the redo's answer leads back to the first password.
    change(await restore(redone.previousRevision));
    expect(await passwordOf([FIRST, SECOND])).toBe(FIRST);
  });

  it('undoes removing the password', async () => {
    expect(await passwordOf([FIRST])).toBe(FIRST);
    const removed = change(await unlock());
    expect(removed.locked).toBe(false);
    const undone = change(await restore(removed.previousRevision));
    expect(undone.locked).toBe(true);
    expect(await passwordOf([FIRST])).toBe(FIRST);
  });

  it('is safe to retry: a repeated restore or lock changes nothing and answers the same revision', async () => {
    const changed = change(await lock(SECOND));
    const first = change(await restore(changed.previousRevision));
    const again = change(await restore(changed.previousRevision));
    expect(again).toEqual(first);
    expect(await passwordOf([FIRST, SECOND])).toBe(FIRST);
    const relocked = change(await lock(FIRST));
    expect(relocked).toEqual(first);
    const removed = change(await unlock());
    expect(change(await unlock())).toEqual(removed);
    // The redo of the first change still leads to the second password.
    change(await restore(first.previousRevision));
    expect(await passwordOf([FIRST, SECOND])).toBe(SECOND);
  });

  it('keeps each site’s revisions to that site', async () => {
    const mine = change(await lock(FIRST));
    const refused = await restore(mine.previousRevision, otherAuth.headers);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'lock-revision-gone' });
    expect(await passwordOf([FIRST], other.website.id)).toBeUndefined();
    expect(await passwordOf([FIRST])).toBe(FIRST);
  });

  it('validates the body and needs the site-settings permission and the CSRF token', async () => {
    for (const bad of ['', 'not-a-revision', 42, 'A'.repeat(24)]) {
      const response = await restore(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
    }
    const extra = await app.inject({
      method: 'POST',
      url: '/api/admin/website/lock/restore',
      headers: auth.headers,
      payload: { revision: 'a'.repeat(24), password: FIRST },
    });
    expect(extra.statusCode).toBe(400);
    const editorEmail = `editor-${site.website.id}@example.com`;
    const account = await createAccount(getDb().db, {
      email: editorEmail,
      passwordHash: await hashPassword(PASSWORD),
      displayName: 'Editor',
    });
    await addContributor(getDb().db, site.website.id, account.id, 4);
    const editor = await signIn(app, site, editorEmail);
    const changed = change(await lock(SECOND));
    expect((await restore(changed.previousRevision, editor.headers)).statusCode).toBe(403);
    const { 'x-csrf-token': _csrf, ...noCsrf } = auth.headers;
    expect((await restore(changed.previousRevision, noCsrf)).statusCode).toBe(403);
    expect(await passwordOf([FIRST, SECOND])).toBe(SECOND);
  });

  describe('keeps few revisions, for a week', () => {
    it('forgets revisions beyond the newest ones kept', async () => {
      const oldest = change(await lock(FIRST));
      for (let i = 0; i < SITE_LOCK_REVISIONS_KEPT; i++) change(await lock(`password number ${i}`));
      const gone = await restore(oldest.previousRevision);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({
        error: 'This lock screen change is too old to undo or redo. Set the password again instead.',
      });
    });

    it('refuses a revision older than a week', async () => {
      const changed = change(await lock(SECOND));
      getDb().clock.advance(8 * 24 * 60 * 60 * 1000);
      auth = await signIn(app, site);
      expect((await restore(changed.previousRevision)).statusCode).toBe(410);
      // A later no-op change answers no revision rather than an expired one.
      expect(change(await lock(SECOND)).previousRevision).toBeNull();
      expect(await passwordOf([SECOND])).toBe(SECOND);
    });
  });
});
