import { COLLECTION_TYPES } from '@tessera/core';
import {
  createCollection,
  createItem,
  ensureLayout,
  RECORD_TYPES,
  replaceBlocks,
  type TesseraDatabase,
} from '@tessera/db';
import type { LightMyRequestResponse } from 'fastify';
import { checkoutSite, type CheckoutSite } from '../../checkout/testing/checkout-site.js';
import { shopper, type Shopper } from '../../checkout/testing/shopper.js';
import { signInAs, verifiedUser } from '../../site-users/testing/account.js';
import { signIn, type SignedIn } from '../../testing/harness.js';
import { MEMBER_AREAS_PATH } from '../owner-routes.js';

export interface MemberSite extends CheckoutSite {
  owner: SignedIn;
  /** A page (type 10) at /vault. */
  vaultId: string;
  /** A blog-like collection at /notes with one item, /notes/secret-note. */
  notesId: string;
  /** A course at /course: lesson 'intro' (free preview) and lesson 'deep-dive' (members), a video lesson. */
  courseId: string;
  introId: string;
  deepDiveId: string;
  ownerCall(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Creates an area through the owner API and returns its id. */
  area(body: Record<string, unknown>): Promise<string>;
}

export const SECRET = 'The members-only secret sentence';
export const LESSON_SECRET = 'Deep dive lesson body';
export const LESSON_VIDEO = 'https://videos.example/deep-dive-lesson.mp4';

export async function memberSite(database: TesseraDatabase): Promise<MemberSite> {
  const world = await checkoutSite(database);
  const db = database.db;
  const owner = await signIn(world.app, world.site);
  const vault = await createCollection(db, world.websiteId, {
    type: COLLECTION_TYPES.PAGE,
    urlId: 'vault',
    title: 'Vault',
  });
  const notes = await createCollection(db, world.websiteId, {
    type: COLLECTION_TYPES.GENERIC,
    urlId: 'notes',
    title: 'Notes',
  });
  await createItem(db, world.websiteId, {
    collectionId: notes.id,
    recordType: RECORD_TYPES.text,
    title: 'Secret note',
    urlId: 'secret-note',
    body: `<p>${SECRET}</p>`,
    excerpt: 'A teaser anyone may read.',
    publishState: 'published',
  });
  const course = await createCollection(db, world.websiteId, {
    type: COLLECTION_TYPES.COURSE,
    urlId: 'course',
    title: 'Course',
  });
  const intro = await createItem(db, world.websiteId, {
    collectionId: course.id,
    recordType: RECORD_TYPES.lesson,
    title: 'Intro',
    urlId: 'intro',
    body: '<p>Welcome to the course.</p>',
    tags: ['free-preview'],
    publishState: 'published',
    displayIndex: 0,
  });
  const deep = await createItem(db, world.websiteId, {
    collectionId: course.id,
    recordType: RECORD_TYPES.lesson,
    title: 'Deep dive',
    urlId: 'deep-dive',
    body: `<p>${LESSON_SECRET}</p>`,
    publishState: 'published',
    displayIndex: 1,
  });
  // The deep dive is a video lesson: its video block sits behind the paywall with the rest.
  const layout = await ensureLayout(db, world.websiteId, { ownerKind: 'item', ownerId: deep.id });
  await replaceBlocks(db, world.websiteId, layout, [
    { blockType: 32, config: { url: LESSON_VIDEO, title: 'Deep dive video' } },
  ]);
  const ownerCall: MemberSite['ownerCall'] = (method, url, payload) =>
    world.app.inject({ method, url, headers: owner.headers, ...(payload && { payload }) });
  return {
    ...world,
    owner,
    vaultId: vault.id,
    notesId: notes.id,
    courseId: course.id,
    introId: intro.id,
    deepDiveId: deep.id,
    ownerCall,
    async area(body) {
      const created = await ownerCall('POST', MEMBER_AREAS_PATH, body);
      if (created.statusCode !== 201) throw new Error(`area refused: ${created.body}`);
      return (created.json() as { id: string }).id;
    },
  };
}

/** A verified, signed-in site user as a shopper, with the session's XSRF token. */
export async function memberShopper(site: MemberSite, database: TesseraDatabase, email: string) {
  const buyer: Shopper = shopper(site.app, site.host);
  await verifiedUser(site.app, database.db, site.websiteId, buyer, email);
  const signedIn = await signInAs(buyer, email);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in refused: ${signedIn.body}`);
  const xsrf = (signedIn.json() as { xsrfToken: string }).xsrfToken;
  return { buyer, xsrf, headers: { 'x-siteuser-xsrf-token': xsrf } };
}
