import { COLLECTION_TYPES } from '@tessera/core';
import {
  createCollection,
  createItem,
  createProduct,
  insertMemberArea,
  RECORD_TYPES,
  replaceNavigation,
  type Executor,
} from '@tessera/db';
import type { SeedScope } from './seed-scope.js';

const LESSONS = [
  {
    key: 'welcome',
    title: 'Welcome to Dye School',
    body: '<p>In six short lessons you will scour, mordant and dye a skein of wool with plants from your kitchen and garden. This first lesson is free: read it before you buy the course.</p>',
    free: true,
  },
  {
    key: 'scouring',
    title: 'Scouring and mordanting',
    body: '<p>Clean fibre takes colour evenly. Simmer cotton with soda ash for an hour; wash wool in warm water with a little soap. Then mordant with alum at 12% of the fibre weight.</p>',
    free: false,
  },
  {
    key: 'onion-skins',
    title: 'Gold from onion skins',
    body: '<p>The whole dye bath from start to finish: a handful of yellow onion skins, a gentle simmer and an hour of patience give a warm, lasting gold.</p>',
    free: false,
  },
];

/**
 * The demo's member area (issue 14): 'Dye School', a paid course (a one-time $45 purchase through
 * the shop's checkout) whose first lesson is a free preview, and a free page that introduces it,
 * linked from the member-areas navigation.
 */
export async function seedMembers(db: Executor, scope: SeedScope, shopId: string): Promise<void> {
  const course = await createCollection(db, scope.websiteId, {
    id: scope.id('collection:dye-school'),
    type: COLLECTION_TYPES.COURSE,
    urlId: 'dye-school',
    title: 'Dye School',
    description: 'A short online course in natural dyeing, lesson by lesson.',
  });
  for (const [index, lesson] of LESSONS.entries()) {
    await createItem(db, scope.websiteId, {
      id: scope.id(`lesson:${lesson.key}`),
      collectionId: course.id,
      recordType: RECORD_TYPES.lesson,
      title: lesson.title,
      urlId: lesson.key,
      body: lesson.body,
      tags: lesson.free ? ['free-preview'] : [],
      publishState: 'published',
      displayIndex: index,
    });
  }
  const access = await createProduct(db, scope.websiteId, {
    item: {
      id: scope.id('product:dye-school'),
      collectionId: shopId,
      title: 'Dye School — online course',
      urlId: 'dye-school-course',
      excerpt: 'Lifetime access to every lesson of our natural dyeing course.',
      publishState: 'published',
    },
    // A service: nothing ships and nothing to download; buying it opens the course.
    productType: 3,
    variants: [{ sku: 'DYE-SCHOOL', price: 4500, currency: scope.currency, unlimited: true, attributes: {} }],
  });
  const intro = await createCollection(db, scope.websiteId, {
    id: scope.id('collection:dye-school-intro'),
    type: COLLECTION_TYPES.PAGE,
    urlId: 'dye-school-intro',
    title: 'About Dye School',
    description: 'What the course covers and how it works. Lesson one is free to read.',
  });
  const area = await insertMemberArea(
    db,
    scope.websiteId,
    {
      name: 'Dye School',
      pricing: 'one-time',
      productId: access.item_id,
      welcomeText: 'Welcome to Dye School! Start with the first lesson and work through at your own pace.',
      welcomeEmailSubject: 'Welcome to Dye School',
      welcomeEmailBody: 'Thank you for joining Dye School. Every lesson is open to you now.',
      freePreviewTag: 'free-preview',
      collectionIds: [course.id],
    },
    scope.id('member-area:dye-school'),
  );
  await replaceNavigation(db, scope.websiteId, '_memberareas', [
    { title: null, collectionId: intro.id, externalLink: null, memberAreaId: null, children: [] },
    { title: 'Dye School', collectionId: null, externalLink: null, memberAreaId: area.id, children: [] },
  ]);
}
