import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { CONTRIBUTOR_ROLES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createAccount, findAccountByEmail, updateAccountPassword } from './accounts.js';
import { addContributor, findContributorRole, listContributors, removeContributor } from './contributors.js';
import { deleteStaleSessions, findSession, insertSession, touchSession } from './sessions.js';
import { createWebsite } from './websites.js';

eachDialect('platform queries', (getDb) => {
  it('keeps account emails unique regardless of case', async () => {
    const { db } = getDb();
    const email = `Owner-${newId()}@Example.com`;
    const account = await createAccount(db, { email, passwordHash: 'h1', displayName: 'O' });
    expect(account.email).toBe(email.toLowerCase());
    await expect(
      createAccount(db, { email: email.toUpperCase(), passwordHash: 'h', displayName: 'X' }),
    ).rejects.toThrow();
    await updateAccountPassword(db, account.id, 'h2');
    expect((await findAccountByEmail(db, ` ${email} `))?.password_hash).toBe('h2');
  });

  it('gives an account a role per website', async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `a${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `b${newId()}`, title: 'B' });
    const account = await createAccount(db, {
      email: `${newId()}@x.test`,
      passwordHash: 'h',
      displayName: 'C',
    });
    await addContributor(db, a.id, account.id, CONTRIBUTOR_ROLES.EDITOR);
    await addContributor(db, a.id, account.id, CONTRIBUTOR_ROLES.STORE_MANAGER);
    expect(await findContributorRole(db, a.id, account.id)).toBe(8);
    expect(await findContributorRole(db, b.id, account.id)).toBeUndefined();
    expect((await listContributors(db, a.id)).map((c) => [c.email, c.role])).toEqual([[account.email, 8]]);
    expect(await removeContributor(db, b.id, account.id)).toBe(false);
    expect(await removeContributor(db, a.id, account.id)).toBe(true);
  });

  it('scopes sessions to their website and sweeps stale ones', async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `a${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `b${newId()}`, title: 'B' });
    const account = await createAccount(db, {
      email: `${newId()}@x.test`,
      passwordHash: 'h',
      displayName: 'S',
    });
    const now = Date.now();
    const fresh = { idHash: newId(), accountId: account.id, csrfToken: 't', now, expiresAt: now + 60_000 };
    const idle = { ...fresh, idHash: newId(), now: now - 10_000 };
    const expired = { ...fresh, idHash: newId(), expiresAt: now - 1 };
    for (const s of [fresh, idle, expired]) await insertSession(db, a.id, s);
    expect(await findSession(db, b.id, fresh.idHash)).toBeUndefined();
    await touchSession(db, b.id, idle.idHash, now);
    expect((await findSession(db, a.id, idle.idHash))?.last_seen_at).toBe(now - 10_000);
    expect(await deleteStaleSessions(db, now, now - 5_000)).toBeGreaterThanOrEqual(2);
    expect(await findSession(db, a.id, fresh.idHash)).toBeDefined();
    expect(await findSession(db, a.id, idle.idHash)).toBeUndefined();
    expect(await findSession(db, a.id, expired.idHash)).toBeUndefined();
  });
});
