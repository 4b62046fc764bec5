import { createItem, RECORD_TYPES } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { visitor } from '../testing/visitor.js';
import { MEMBER_AREAS_PATH } from './owner-routes.js';
import { memberShopper, memberSite, SECRET, type MemberSite } from './testing/member-site.js';

const SAMPLE_TEXT = 'A chapter anyone may read in full';

eachDialect('member areas: free previews by the tag the owner chose', (getDb) => {
  let site: MemberSite | undefined;
  afterEach(async () => site?.app.close());

  async function taggedSite(freePreviewTag: string | null) {
    site = await memberSite(getDb());
    await createItem(getDb().db, site.websiteId, {
      collectionId: site.notesId,
      recordType: RECORD_TYPES.text,
      title: 'Sample chapter',
      urlId: 'sample-chapter',
      body: `<p>${SAMPLE_TEXT}</p>`,
      tags: ['Sample'],
      publishState: 'published',
    });
    const areaId = await site.area({
      name: 'Readers',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: [site.notesId, site.courseId],
      freePreviewTag,
    });
    return { site, areaId };
  }

  it('opens the items and lessons carrying the tag to everyone, and only those', async () => {
    const { site } = await taggedSite('sample');
    const anon = visitor(site.app, site.host);
    const sample = await anon.get('/notes/sample-chapter');
    expect(sample.statusCode).toBe(200);
    expect(sample.body).toContain(SAMPLE_TEXT);
    expect((await anon.get('/notes/sample-chapter?format=json')).body).toContain(SAMPLE_TEXT);
    // Untagged items keep their paywall; the lesson tagged 'free-preview' is not this area's tag.
    const note = await anon.get('/notes/secret-note');
    expect(note.statusCode).toBe(403);
    expect(note.body).not.toContain(SECRET);
    expect((await anon.get('/course/intro')).statusCode).toBe(403);
    const course = await anon.get('/course?format=json');
    expect((course.json() as { items: { lessonState: string }[] }).items.map((i) => i.lessonState)).toEqual([
      'paywall',
      'paywall',
    ]);
    // The collection page itself stays the members' (access denied).
    expect((await anon.get('/notes')).statusCode).toBe(403);
  });

  it('follows the owner changing the tag, and none means no free previews', async () => {
    const { site, areaId } = await taggedSite(null);
    const anon = visitor(site.app, site.host);
    expect((await anon.get('/notes/sample-chapter')).statusCode).toBe(403);
    const area = (await site.ownerCall('GET', `${MEMBER_AREAS_PATH}/${areaId}`)).json() as {
      version: number;
      freePreviewTag: string | null;
      collectionIds: string[];
    };
    expect(area.freePreviewTag).toBeNull();
    const saved = await site.ownerCall('PUT', `${MEMBER_AREAS_PATH}/${areaId}`, {
      name: 'Readers',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: area.collectionIds,
      freePreviewTag: '  free-preview ',
      version: area.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ freePreviewTag: 'free-preview' });
    expect((await anon.get('/course/intro')).statusCode).toBe(200);
    expect((await anon.get('/notes/sample-chapter')).statusCode).toBe(403);
    // A free preview can be marked complete by a signed-in visitor who is not a member.
    const { buyer, headers } = await memberShopper(site, getDb(), 'reader@example.com');
    const progress = await buyer.json(
      'POST',
      `/api/members/lessons/${site.introId}/progress`,
      { completed: true },
      { headers },
    );
    expect(progress.statusCode).toBe(200);
    const tooLong = await site.ownerCall('PUT', `${MEMBER_AREAS_PATH}/${areaId}`, {
      name: 'Readers',
      pricing: 'one-time',
      productId: site.store.ebook.item_id,
      collectionIds: area.collectionIds,
      freePreviewTag: 'x'.repeat(81),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
