import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import {
  addWebsiteDomain,
  createWebsite,
  findWebsiteByDomain,
  findWebsiteById,
  findWebsiteBySlug,
  listWebsiteDomains,
  removeWebsiteDomain,
  updateWebsite,
} from './websites.js';

eachDialect('website queries', (getDb) => {
  it('creates a website with the spec defaults', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `Shop-${newId()}`, title: 'My Shop' });
    expect(site.currency).toBe('USD');
    expect(site.time_zone).toBe('America/New_York');
    expect(site.settings.multipleQuantityAllowedForServices).toBe(true);
    expect(site.settings.cartPill).toBe('light');
    expect(site.settings.buttonLabels.addToCart).toBe('Add To Cart');
    expect(site.slug).toBe(site.slug.toLowerCase());
  });

  it('finds a website by id, slug and custom domain, case-insensitively', async () => {
    const { db } = getDb();
    const slug = `s${newId()}`;
    const site = await createWebsite(db, { slug, title: 'A' });
    const host = `${slug}.example.com`;
    await addWebsiteDomain(db, site.id, host.toUpperCase(), true);
    expect((await findWebsiteById(db, site.id))?.slug).toBe(slug);
    expect((await findWebsiteBySlug(db, slug.toUpperCase()))?.id).toBe(site.id);
    expect((await findWebsiteByDomain(db, host))?.id).toBe(site.id);
    expect(await findWebsiteByDomain(db, `nope-${host}`)).toBeUndefined();
    const domains = await listWebsiteDomains(db, site.id);
    expect(domains.map((d) => [d.host, d.is_primary])).toEqual([[host, true]]);
  });

  it('never removes another website’s domain', async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `a${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `b${newId()}`, title: 'B' });
    const domain = await addWebsiteDomain(db, b.id, `${b.slug}.test`);
    expect(await removeWebsiteDomain(db, a.id, domain.id)).toBe(false);
    expect(await listWebsiteDomains(db, b.id)).toHaveLength(1);
    expect(await removeWebsiteDomain(db, b.id, domain.id)).toBe(true);
  });

  it('updates settings and keeps defaults for keys not given', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `u${newId()}`, title: 'U', settings: { cartPill: 'dark' } });
    expect(site.settings.cartPill).toBe('dark');
    const updated = await updateWebsite(db, site.id, {
      currency: 'JPY',
      settings: { ...site.settings, multipleQuantityAllowedForServices: false },
    });
    expect(updated?.currency).toBe('JPY');
    expect(updated?.settings.multipleQuantityAllowedForServices).toBe(false);
    expect(updated?.settings.cartPill).toBe('dark');
  });
});
