import type { IsolationFixture } from '../../testing/isolation-types.js';

/** The sites routes called as website A's first owner, aimed at website B. */
export const SITE_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  // A creates a website of its own: the answer must carry nothing of B's.
  'POST /api/admin/sites': () => ({
    body: { slug: 'made-by-a', hosts: ['made-by-a.example'], ownerEmail: 'new-owner-of-a@example.com' },
  }),
  // A is no contributor of B: no handoff to B's host is made.
  'POST /api/admin/sites/:websiteId/handoff': ({ site }) => ({ params: { websiteId: site.website.id } }),
  // A secret that is not a handoff of A's host signs nobody in.
  'POST /api/auth/handoff': () => ({ body: { token: 'not-a-handoff-of-this-site-at-all' } }),
};
