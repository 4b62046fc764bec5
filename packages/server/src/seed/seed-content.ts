import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, createItem, RECORD_TYPES, type Executor } from '@tessera/db';
import { BRAND } from './brand.js';
import { DEMO_EVENTS, DEMO_POSTS } from './journal.js';
import { DAY_MS, type SeedScope } from './seed-scope.js';

const HOUR_MS = 3_600_000;

/** The journal (a blog of a few posts) and the events calendar (upcoming and past workshops). */
export async function seedJournalAndEvents(
  db: Executor,
  scope: SeedScope,
  authorId: string | null,
): Promise<{ journalId: string; eventsId: string }> {
  const journal = await createCollection(db, scope.websiteId, {
    id: scope.id('collection:journal'),
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'journal',
    title: 'Journal',
    description: 'Notes from the studio: process, care guides and what is on the wheel.',
    ordering: 'chronological',
    settings: { typeName: 'blog' },
  });
  for (const post of DEMO_POSTS) {
    const published = scope.now - post.daysAgo * DAY_MS;
    await createItem(db, scope.websiteId, {
      id: scope.id(`post:${post.key}`),
      collectionId: journal.id,
      recordType: RECORD_TYPES.text,
      title: post.title,
      urlId: post.key,
      body: { markdown: post.markdown },
      excerpt: post.excerpt,
      tags: post.tags,
      categories: post.categories,
      publishState: 'published',
      publishOn: published,
      startDate: published,
      authorId,
      commentState: 1,
      mainImageId: scope.id(`image:post:${post.key}`),
    });
  }
  const events = await createCollection(db, scope.websiteId, {
    id: scope.id('collection:events'),
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'workshops',
    title: 'Workshops & Events',
    navigationTitle: 'Workshops',
    description: 'Dye days, wheel courses and open studios.',
    ordering: 'chronological',
    settings: { typeName: 'events', showPastOrUpcomingEvents: 'upcoming' },
  });
  for (const event of DEMO_EVENTS) {
    const day = Math.floor((scope.now + event.inDays * DAY_MS) / DAY_MS) * DAY_MS;
    const start = day + event.startHour * HOUR_MS;
    await createItem(db, scope.websiteId, {
      id: scope.id(`event:${event.key}`),
      collectionId: events.id,
      recordType: RECORD_TYPES.event,
      title: event.title,
      urlId: event.key,
      body: event.body,
      excerpt: event.excerpt,
      startDate: start,
      endDate: start + event.hours * HOUR_MS,
      location: BRAND.address,
      publishState: 'published',
      authorId,
      mainImageId: scope.id(`image:event:${event.key}`),
    });
  }
  return { journalId: journal.id, eventsId: events.id };
}
