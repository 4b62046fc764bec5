import { findSiteUserByEmail, grantMembership, insertMemberArea, type Executor } from '@tessera/db';
import type { IsolationFixture, SeedIds } from '../../testing/isolation-types.js';

/** Gives website B a member area and makes B's site user (seeded before) a member of it. */
export async function seedVictimMembers(db: Executor, websiteId: string, ids: SeedIds): Promise<SeedIds> {
  const area = await insertMemberArea(db, websiteId, {
    name: 'Secret member area',
    pricing: 'free',
    productId: null,
    welcomeText: 'secret welcome',
    welcomeEmailSubject: 'secret subject',
    welcomeEmailBody: 'secret body',
    freePreviewTag: null,
    collectionIds: [],
  });
  const user = await findSiteUserByEmail(db, websiteId, ids['siteUserEmail'] ?? '');
  if (!user) throw new Error('seed the victim site user first');
  await grantMembership(db, websiteId, { memberAreaId: area.id, siteUserId: user.id, source: 'manual' });
  return { areaId: area.id, siteUserId: user.id };
}

const areaBody = (ids: SeedIds) => ({
  name: 'Taken over',
  pricing: 'one-time',
  productId: ids['productId'],
  collectionIds: [ids['collectionId']],
});

/** The member-area routes called as website A's owner (or visitor) aimed at B's area and member. */
export const MEMBER_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  // A paid area of A selling B's product and protecting B's store: refused.
  'POST /api/admin/member-areas': ({ ids }) => ({ body: areaBody(ids) }),
  'GET /api/admin/member-areas/:areaId': () => ({}),
  'PUT /api/admin/member-areas/:areaId': () => ({
    body: { name: 'Taken over', pricing: 'free', collectionIds: [] },
  }),
  'DELETE /api/admin/member-areas/:areaId': () => ({}),
  'GET /api/admin/members/:siteUserId': () => ({}),
  'POST /api/admin/members/:siteUserId/memberships': ({ ids }) => ({ body: { memberAreaId: ids['areaId'] } }),
  'DELETE /api/admin/members/:siteUserId/memberships/:areaId': () => ({}),
  'POST /api/members/areas/:areaId/join': () => ({ body: {} }),
  'POST /api/members/lessons/:itemId/progress': () => ({ body: { completed: true } }),
  'GET /members/join/:areaId': () => ({}),
  'GET /members/welcome/:areaId': () => ({}),
};
