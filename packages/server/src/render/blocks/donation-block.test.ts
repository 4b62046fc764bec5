import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, ensureLayout, replaceBlocks, saveDonationSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSite, type SeededSite } from '../../testing/harness.js';
import { siteChanged } from '../site-changes.js';
import { pageTestApp } from '../testing/page-test-app.js';

const SETTINGS = {
  enabled: true,
  title: 'Keep the <library> open',
  description: 'Books & more.',
  buttonLabel: 'Give',
  presetAmounts: [1000, 2500],
  allowCustomAmount: false,
  minimumAmount: 500,
  maximumAmount: 5000,
  frequencies: ['monthly'],
};

// Issue 19: the DONATION block (52) shows the website's donation form on any page, posting to the
// donate page's own form; nothing while the owner's donations are off.
eachDialect('the donation block', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    site = await seedSite(getDb().db);
    // The first page is the home page, at '/': the block pages come after it.
    await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'home',
      title: 'Home',
      displayIndex: 0,
    });
    app = await pageTestApp(getDb());
  });
  afterAll(async () => app.close());

  async function pageWith(urlId: string, config: Record<string, unknown>): Promise<string> {
    const db = getDb().db;
    const page = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    const layout = await ensureLayout(db, site.website.id, { ownerKind: 'collection', ownerId: page.id });
    await replaceBlocks(db, site.website.id, layout, [{ blockType: 52, config }]);
    siteChanged(site.website.id, 'collections');
    const response = await app.inject({ url: `/${urlId}`, headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('shows nothing while donations are off', async () => {
    expect(await pageWith('give-early', {})).not.toContain('block--donation');
  });

  it('shows the owner’s presets and frequencies, escaped, with the block’s own title', async () => {
    await saveDonationSettings(getDb().db, site.website.id, SETTINGS);
    siteChanged(site.website.id, 'settings');
    const html = await pageWith('give', {});
    const block = /<section class="block block--donation"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(block).toContain('Keep the &lt;library&gt; open');
    expect(block).toContain('Books &amp; more.');
    expect(block).toContain('<form class="donation-form" method="post" action="/donate">');
    expect(block).toContain('name="amount" value="1000"> $10.00');
    expect(block).toContain('name="amount" value="2500"> $25.00');
    expect(block).not.toContain('name="customAmount"');
    expect(block).toContain('value="monthly" checked> Monthly');
    expect(block).not.toContain('One-off');
    expect(block).toContain('>Give</button>');
    expect(await pageWith('give-titled', { title: 'Help us' })).toContain(
      '<h2 class="block--donation__title">Help us</h2>',
    );
  });
});
