import { listContributors, listOutboxMail } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import {
  buildTestApp,
  cookieValue,
  PASSWORD,
  seedSite,
  signIn,
  testConfig,
  type SeededSite,
  type SignedIn,
} from '../testing/harness.js';
import { INVITATION_LIFETIME_MS } from './service.js';

interface Listed {
  contributors: { accountId: string; email: string; displayName: string; role: number; roleName: string }[];
  invitations: { id: string; email: string; role: number; status: string; expiresAt: number }[];
}

const DAY = 24 * 60 * 60 * 1000;

eachDialect('contributors API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let other: SeededSite;
  let otherAuth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
  });
  // Fresh sessions per test: the expiry test moves the clock past their idle limit.
  beforeEach(async () => {
    auth = await signIn(app, site);
    otherAuth = await signIn(app, other);
  });
  afterAll(async () => app.close());

  const list = async (as = auth): Promise<Listed> =>
    (await app.inject({ url: '/api/admin/contributors', headers: as.headers })).json() as Listed;

  const invite = (email: string, role: number, as = auth, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/contributors/invitations',
      headers: { ...as.headers, ...headers },
      payload: { email, role },
    });

  /** Sends the queued mail (no SMTP: into the outbox) and returns the newest invitation link's token. */
  async function tokenMailedTo(email: string, websiteId = site.website.id): Promise<string> {
    await drain(testWorker(getDb().db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const mails = (await listOutboxMail(getDb().db, websiteId)).filter((m) => m.to_address === email);
    const text = mails.at(-1)?.text_body ?? '';
    const token = /\/config\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no invitation link mailed to ${email}: ${text}`);
    return token;
  }

  const accept = (token: string, payload: object, host = site.host) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      headers: { host },
      payload,
    });

  const sessionHeaders = (response: LightMyRequestResponse, host = site.host) => ({
    host,
    cookie: `tessera_session=${cookieValue(response, 'tessera_session')}`,
    'x-csrf-token': (response.json() as { csrfToken: string }).csrfToken,
  });

  it('invites by e-mail, mails a single-use link, and accepting creates the account and signs in', async () => {
    const email = `ed-${Date.now()}@example.com`;
    const sent = await invite(` ${email.toUpperCase()} `, 4);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 4, roleName: 'editor', status: 'pending' });
    expect((await list()).invitations).toEqual([
      expect.objectContaining({ email, role: 4, status: 'pending' }),
    ]);

    await drain(testWorker(getDb().db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const mail = (await listOutboxMail(getDb().db, site.website.id)).find((m) => m.to_address === email);
    expect(mail?.subject).toBe(`You are invited to contribute to ${site.website.title}`);
    expect(mail?.text_body).toContain('as Editor.');
    expect(mail?.text_body).toContain('expires in 7 days');
    const token = await tokenMailedTo(email);

    const preview = await app.inject({ url: `/api/auth/invitations/${token}`, headers: { host: site.host } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email,
      role: 4,
      roleName: 'editor',
      websiteTitle: site.website.title,
      accountExists: false,
    });

    const tooShort = await accept(token, { displayName: 'Eddie', password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ errors: { password: 'Use at least 8 characters.' } });

    const accepted = await accept(token, { displayName: 'Eddie Editor', password: 'a long enough secret' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      account: { email, displayName: 'Eddie Editor' },
      role: 4,
      roleName: 'editor',
    });
    expect(accepted.json().permissions).not.toContain('site.settings');
    const headers = sessionHeaders(accepted);
    expect((await app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/website/settings', headers })).statusCode).toBe(403);

    // The password was stored as sign-in checks it.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host },
      payload: { email, password: 'a long enough secret' },
    });
    expect(login.statusCode).toBe(200);

    // Single use: the same link again is refused, and reading it too.
    const again = await accept(token, { displayName: 'Mallory', password: 'another long secret' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      error:
        'This invitation link has expired or has already been used. Ask the site’s administrator to invite you again.',
    });
    expect(
      (await app.inject({ url: `/api/auth/invitations/${token}`, headers: { host: site.host } })).statusCode,
    ).toBe(410);

    const after = await list();
    expect(after.invitations.map((i) => i.email)).not.toContain(email);
    expect(after.contributors).toContainEqual(
      expect.objectContaining({ email, displayName: 'Eddie Editor', role: 4, roleName: 'editor' }),
    );
  });

  it('lets a link expire after 7 days and shows the invitation as expired', async () => {
    expect(INVITATION_LIFETIME_MS).toBe(7 * DAY);
    const email = `late-${Date.now()}@example.com`;
    expect((await invite(email, 10)).statusCode).toBe(201);
    const token = await tokenMailedTo(email);
    getDb().clock.advance(7 * DAY - 60_000);
    expect(
      (await app.inject({ url: `/api/auth/invitations/${token}`, headers: { host: site.host } })).statusCode,
    ).toBe(200);
    getDb().clock.advance(60_000);
    auth = await signIn(app, site);
    expect((await list()).invitations.find((i) => i.email === email)?.status).toBe('expired');
    const late = await accept(token, { displayName: 'Late', password: 'a long enough secret' });
    expect(late.statusCode).toBe(410);
    expect((await list()).contributors.map((c) => c.email)).not.toContain(email);
  });

  it('replaces an open invitation when inviting again, and the first link stops working', async () => {
    const email = `twice-${Date.now()}@example.com`;
    await invite(email, 10);
    const first = await tokenMailedTo(email);
    await invite(email, 16);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await list()).invitations.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ role: 16 }),
    ]);
    expect((await accept(first, { displayName: 'X', password: 'a long enough secret' })).statusCode).toBe(
      410,
    );
    const ok = await accept(second, { displayName: 'Drafty', password: 'a long enough secret' });
    expect(ok.json()).toMatchObject({ role: 16, roleName: 'draftEditor' });
  });

  it('cancels an invitation', async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const sent = (await invite(email, 3)).json() as { id: string };
    const token = await tokenMailedTo(email);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/invitations/${sent.id}`,
      headers: auth.headers,
    });
    expect(cancel.statusCode).toBe(204);
    expect((await accept(token, { displayName: 'Y', password: 'a long enough secret' })).statusCode).toBe(
      410,
    );
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/invitations/${sent.id}`,
      headers: auth.headers,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses to invite someone who already contributes, and a role that does not exist', async () => {
    const existing = await invite(site.ownerEmail, 4);
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({ error: 'This person is already a contributor of this site.' });
    const badRole = await invite('someone@example.com', 5);
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys((badRole.json() as { errors: object }).errors)).toEqual(['role']);
    const badEmail = await invite('not an address', 4);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      errors: { email: 'Email is not valid. Email addresses should follow the format name@example.com.' },
    });
  });

  it('is safe to retry: one Idempotency-Key sends one invitation', async () => {
    const email = `retry-${Date.now()}@example.com`;
    const key = { 'idempotency-key': `invite-${email}` };
    const first = await invite(email, 4, auth, key);
    const retry = await invite(email, 4, auth, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    await drain(testWorker(getDb().db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const mails = (await listOutboxMail(getDb().db, site.website.id)).filter((m) => m.to_address === email);
    expect(mails).toHaveLength(1);
  });

  it('asks an address that already has an account (on another site) for that account’s password', async () => {
    // The other site's owner is invited here.
    expect((await invite(other.ownerEmail, 7)).statusCode).toBe(201);
    const token = await tokenMailedTo(other.ownerEmail);
    const preview = await app.inject({ url: `/api/auth/invitations/${token}`, headers: { host: site.host } });
    expect(preview.json()).toMatchObject({ accountExists: true });
    const wrong = await accept(token, { password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      error: 'This email address already has an account: enter its password to accept.',
    });
    const right = await accept(token, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ role: 7, website: { id: site.website.id } });
    // Still the administrator of their own site.
    expect((await list(otherAuth)).contributors[0]).toMatchObject({ email: other.ownerEmail, role: 1 });
  });

  it('does not let a link be used on another website, nor touch another website’s contributors', async () => {
    const other = await seedSite(getDb().db);
    const otherAuth = await signIn(app, other);
    const email = `cross-${Date.now()}@example.com`;
    await invite(email, 4);
    const token = await tokenMailedTo(email);
    expect(
      (await app.inject({ url: `/api/auth/invitations/${token}`, headers: { host: other.host } })).statusCode,
    ).toBe(410);
    expect(
      (await accept(token, { displayName: 'Z', password: 'a long enough secret' }, other.host)).statusCode,
    ).toBe(410);
    // This site's admin aims at the other site's owner.
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/admin/contributors/${other.ownerId}/role`,
      headers: auth.headers,
      payload: { role: 10 },
    });
    expect(demote.statusCode).toBe(404);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/${other.ownerId}`,
      headers: auth.headers,
    });
    expect(remove.statusCode).toBe(404);
    const invitationId = (await list()).invitations.find((i) => i.email === email)?.id ?? '';
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/invitations/${invitationId}`,
      headers: otherAuth.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await list(otherAuth)).contributors.find((c) => c.accountId === other.ownerId)?.role).toBe(1);
  });

  it('refuses removing or demoting the last administrator, and allows it once there is another', async () => {
    const lonely = await seedSite(getDb().db);
    const lonelyAuth = await signIn(app, lonely);
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/admin/contributors/${lonely.ownerId}/role`,
      headers: lonelyAuth.headers,
      payload: { role: 4 },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      error: 'A site needs at least one administrator. Make another contributor an administrator first.',
    });
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/${lonely.ownerId}`,
      headers: lonelyAuth.headers,
    });
    expect(remove.statusCode).toBe(409);

    // A second administrator joins; now the first may step down, and the second is then the last.
    const email = `second-admin-${Date.now()}@example.com`;
    await invite(email, 1, lonelyAuth);
    const token = await tokenMailedTo(email, lonely.website.id);
    const joined = await accept(
      token,
      { displayName: 'Second', password: 'a long enough secret' },
      lonely.host,
    );
    const second = sessionHeaders(joined, lonely.host);
    const secondId = (joined.json() as { account: { id: string } }).account.id;
    const stepDown = await app.inject({
      method: 'PUT',
      url: `/api/admin/contributors/${lonely.ownerId}/role`,
      headers: lonelyAuth.headers,
      payload: { role: 4 },
    });
    expect(stepDown.statusCode).toBe(200);
    expect((stepDown.json() as Listed).contributors.find((c) => c.accountId === lonely.ownerId)?.role).toBe(
      4,
    );
    // The first owner is an editor now: no longer allowed to manage contributors.
    const refused = await app.inject({ url: '/api/admin/contributors', headers: lonelyAuth.headers });
    expect(refused.statusCode).toBe(403);
    const removeLast = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/${secondId}`,
      headers: second,
    });
    expect(removeLast.statusCode).toBe(409);
    // Removing the editor ends their sessions here.
    const removeEditor = await app.inject({
      method: 'DELETE',
      url: `/api/admin/contributors/${lonely.ownerId}`,
      headers: second,
    });
    expect(removeEditor.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/auth/me', headers: lonelyAuth.headers })).statusCode).toBe(401);
  });

  it('lets only one of two administrators removing each other at once succeed', async () => {
    const pair = await seedSite(getDb().db);
    const first = await signIn(app, pair);
    const email = `rival-${Date.now()}@example.com`;
    await invite(email, 1, first);
    const token = await tokenMailedTo(email, pair.website.id);
    const joined = await accept(token, { displayName: 'Rival', password: 'a long enough secret' }, pair.host);
    const rival = sessionHeaders(joined, pair.host);
    const rivalId = (joined.json() as { account: { id: string } }).account.id;
    for (let round = 0; round < 3; round += 1) {
      // Both try to demote the other to editor at the same moment: one must stay administrator.
      const answers = await Promise.all([
        app.inject({
          method: 'PUT',
          url: `/api/admin/contributors/${rivalId}/role`,
          headers: first.headers,
          payload: { role: 4 },
        }),
        app.inject({
          method: 'PUT',
          url: `/api/admin/contributors/${pair.ownerId}/role`,
          headers: rival,
          payload: { role: 4 },
        }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      // The loser is refused as the last administrator, or (already demoted) no longer allowed.
      expect(
        codes.filter((c) => c === 200),
        `round ${round}: ${codes.join(',')}`,
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 409 || c === 403)).toHaveLength(1);
      const roles = await listContributors(getDb().db, pair.website.id);
      expect(roles.filter((r) => r.role === 1)).toHaveLength(1);
      // Make both administrators again for the next round.
      const winner = codes[0] === 200 ? first : rival;
      const loserId = codes[0] === 200 ? rivalId : pair.ownerId;
      const restore = await app.inject({
        method: 'PUT',
        url: `/api/admin/contributors/${loserId}/role`,
        headers: winner === first ? first.headers : rival,
        payload: { role: 1 },
      });
      expect(restore.statusCode).toBe(200);
    }
  });

  it('lets only administrators manage contributors', async () => {
    for (const role of [15, 4, 8, 10] as const) {
      const site = await seedSite(getDb().db, role);
      const as = await signIn(app, site);
      const calls = [
        app.inject({ url: '/api/admin/contributors', headers: as.headers }),
        app.inject({
          method: 'POST',
          url: '/api/admin/contributors/invitations',
          headers: as.headers,
          payload: { email: 'x@example.com', role: 1 },
        }),
        app.inject({
          method: 'PUT',
          url: `/api/admin/contributors/${site.ownerId}/role`,
          headers: as.headers,
          payload: { role: 1 },
        }),
        app.inject({ method: 'DELETE', url: `/api/admin/contributors/${site.ownerId}`, headers: as.headers }),
      ];
      expect(
        (await Promise.all(calls)).map((r) => r.statusCode),
        `role ${role}`,
      ).toEqual([403, 403, 403, 403]);
    }
    // And a mutating call without the CSRF token is refused even for an administrator.
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/admin/contributors/invitations',
      headers: { host: site.host, cookie: auth.cookie },
      payload: { email: 'y@example.com', role: 4 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('answers the session check with 200 whether or not someone is signed in', async () => {
    const nobody = await app.inject({ url: '/api/auth/session', headers: { host: site.host } });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ session: null });
    const someone = await app.inject({
      url: '/api/auth/session',
      headers: { host: site.host, cookie: auth.cookie },
    });
    expect(someone.json()).toMatchObject({ session: { account: { email: site.ownerEmail }, role: 1 } });
  });
});
