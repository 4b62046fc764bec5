import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { createCollection } from './collections.js';
import {
  discardDraftBlocks,
  getPreviewSecret,
  loadDraftBlocks,
  publishDraftBlocks,
  readLayoutState,
  saveDraftBlocks,
} from './drafts.js';
import { ensureLayout, replaceBlocks } from './layouts.js';
import { createWebsite } from './websites.js';

const NOW = 1_700_000_000_000;
const text = (html: string) => ({ blockType: 2, config: { html } });

eachDialect('page drafts', (getDb) => {
  async function page() {
    const { db } = getDb();
    const website = await createWebsite(db, { slug: `d${newId()}`, title: 'Drafts' });
    const about = await createCollection(db, website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'about',
      title: 'About',
    });
    const layoutId = await ensureLayout(db, website.id, { ownerKind: 'collection', ownerId: about.id });
    await replaceBlocks(db, website.id, layoutId, [text('live')]);
    return { websiteId: website.id, pageId: about.id, layoutId };
  }

  it('keeps a draft beside the published blocks and refuses a save based on an older version', async () => {
    const { db } = getDb();
    const { websiteId, layoutId, pageId } = await page();
    expect(await saveDraftBlocks(db, websiteId, layoutId, 0, [text('draft 1')], NOW)).toBe(1);
    expect(await saveDraftBlocks(db, websiteId, layoutId, 0, [text('stale')], NOW)).toBeUndefined();
    const state = await readLayoutState(db, websiteId, layoutId);
    expect(state?.layout.version).toBe(1);
    expect(state?.layout.draft_blocks).toEqual([text('draft 1')]);
    expect(state?.published.map((b) => b.config)).toEqual([{ html: 'live' }]);
    expect(await loadDraftBlocks(db, websiteId, 'collection', pageId)).toEqual([text('draft 1')]);
  });

  it('publishes the draft in one step and then has no draft', async () => {
    const { db } = getDb();
    const { websiteId, layoutId, pageId } = await page();
    await saveDraftBlocks(db, websiteId, layoutId, 0, [text('one'), text('two')], NOW);
    expect(await publishDraftBlocks(db, websiteId, layoutId, 0, NOW)).toBe('version-conflict');
    expect(await publishDraftBlocks(db, websiteId, layoutId, 1, NOW)).toBe(2);
    const state = await readLayoutState(db, websiteId, layoutId);
    expect(state?.published.map((b) => b.config)).toEqual([{ html: 'one' }, { html: 'two' }]);
    expect(state?.layout.draft_blocks).toBeNull();
    expect(state?.layout.published_at).toBe(NOW);
    expect(await loadDraftBlocks(db, websiteId, 'collection', pageId)).toBeUndefined();
  });

  it('discards a draft, and another website never reads it', async () => {
    const { db } = getDb();
    const a = await page();
    const b = await page();
    await saveDraftBlocks(db, a.websiteId, a.layoutId, 0, [text('mine')], NOW);
    expect(await saveDraftBlocks(db, b.websiteId, a.layoutId, 1, [text('theirs')], NOW)).toBeUndefined();
    expect(await readLayoutState(db, b.websiteId, a.layoutId)).toBeUndefined();
    expect(await discardDraftBlocks(db, a.websiteId, a.layoutId, 1)).toBe(2);
    expect((await readLayoutState(db, a.websiteId, a.layoutId))?.layout.draft_blocks).toBeNull();
  });
});

describe('preview secrets', () => {
  eachDialect('preview secret', (getDb) => {
    it('is made once per website and kept', async () => {
      const { db } = getDb();
      const one = await createWebsite(db, { slug: `s${newId()}`, title: 'One' });
      const two = await createWebsite(db, { slug: `s${newId()}`, title: 'Two' });
      const first = await getPreviewSecret(db, one.id);
      expect(first.length).toBeGreaterThan(30);
      expect(await getPreviewSecret(db, one.id)).toBe(first);
      expect(await getPreviewSecret(db, two.id)).not.toBe(first);
    });
  });
});
