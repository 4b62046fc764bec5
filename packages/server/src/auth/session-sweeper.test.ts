import { createAccount, insertSession, findSession, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp, seedSite, testConfig } from '../testing/harness.js';
import { sessionSweeperFor } from './session-sweeper.js';

eachDialect('session sweeper', (getDb) => {
  it('removes stale sessions when started and keeps live ones', async () => {
    const { db } = getDb();
    const app = await buildTestApp(getDb());
    const site = await seedSite(db);
    const account = await createAccount(db, {
      email: `${newId()}@x.test`,
      passwordHash: 'h',
      displayName: 'S',
    });
    const now = Date.now();
    const live = { idHash: newId(), accountId: account.id, csrfToken: 't', now, expiresAt: now + 60_000 };
    const stale = { ...live, idHash: newId(), expiresAt: now - 1 };
    await insertSession(db, site.website.id, live);
    await insertSession(db, site.website.id, stale);
    const sweeper = sessionSweeperFor(testConfig());
    sweeper.start(app);
    await sweeper.stop();
    await app.close();
    expect(await findSession(db, site.website.id, live.idHash)).toBeDefined();
    expect(await findSession(db, site.website.id, stale.idHash)).toBeUndefined();
  });
});
