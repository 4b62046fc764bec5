import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, ensureLayout, replaceBlocks } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSite, type SeededSite } from '../../testing/harness.js';
import { siteChanged } from '../site-changes.js';
import { pageTestApp } from '../testing/page-test-app.js';
import { seedRenderSite, type RenderSite } from '../testing/seed-render-site.js';

// Issue 19: Menu, Accordion, Social links and Gallery blocks configured exactly as the studio's
// page editor saves them (its list-block-editors test) render what the owner entered.
eachDialect('the blocks the studio edits as lists', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let render: RenderSite;
  beforeAll(async () => {
    const db = getDb().db;
    site = await seedSite(db);
    render = await seedRenderSite(db, site.website.id);
    app = await pageTestApp(getDb());
  });
  afterAll(async () => app.close());

  /** A new page holding one block; the page's HTML. */
  async function pageWith(urlId: string, blockType: number, config: Record<string, unknown>) {
    const db = getDb().db;
    const page = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    const layout = await ensureLayout(db, site.website.id, { ownerKind: 'collection', ownerId: page.id });
    await replaceBlocks(db, site.website.id, layout, [{ blockType, config }]);
    siteChanged(site.website.id, 'collections');
    const response = await app.inject({ url: `/${urlId}`, headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('renders a menu’s sections and dishes, escaped', async () => {
    const html = await pageWith('menu', 18, {
      sections: [
        { title: 'Starters', items: [] },
        { title: 'Mains', items: [{ title: 'Lentil <stew>', description: 'With rice', price: '14' }] },
      ],
    });
    expect(html).toContain('<h2 class="menu-section__title">Mains</h2>');
    expect(html).toContain('<h3 class="menu-item__title">Lentil &lt;stew&gt;</h3>');
    expect(html).toContain('<span class="menu-item__price">14</span>');
    expect(html).toContain('<p class="menu-item__description">With rice</p>');
  });

  it('renders an accordion’s items in order, their content sanitised', async () => {
    const html = await pageWith('faq', 69, {
      items: [
        { title: 'Do you ship abroad?', html: '<p>Yes.</p><script>alert(1)</script>' },
        { title: 'A question visitors ask', html: '<p>Its answer.</p>' },
      ],
    });
    const first = html.indexOf('Do you ship abroad?');
    expect(first).toBeGreaterThan(0);
    expect(html.indexOf('A question visitors ask')).toBeGreaterThan(first);
    expect(html).toContain('<div class="accordion__content prose"><p>Yes.</p></div>');
    expect(html).not.toContain('alert(1)');
  });

  it('renders social links with their service', async () => {
    const html = await pageWith('social', 19, {
      links: [
        { url: 'https://www.instagram.com/dyeworks', service: 'instagram', label: '' },
        { url: 'https://mastodon.social/@dye', service: 'mastodon', label: 'Mastodon' },
      ],
    });
    expect(html).toContain('social-link--instagram" href="https://www.instagram.com/dyeworks"');
    expect(html).toMatch(/href="https:\/\/mastodon\.social\/@dye"[^>]*>Mastodon</);
  });

  it('renders a gallery’s images in the design saved under options', async () => {
    const html = await pageWith('gallery', 8, { fileIds: [render.imageId], options: { design: 'slider' } });
    expect(html).toContain('gallery--slider');
    expect(html).toMatch(new RegExp(`<img[^>]+src="[^"]*${render.imageId}`));
  });
});
