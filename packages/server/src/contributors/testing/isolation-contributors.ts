import { createContributorInvitation, type Executor } from '@tessera/db';
import type { IsolationFixture, SeedIds } from '../../testing/isolation-types.js';
import { invitationTokenHash } from '../service.js';

/** The secret of website B's open invitation: A's host must neither show nor accept it. */
const VICTIM_INVITATION_TOKEN = 'secret-invitation-token-of-b';

/** Gives website B an open invitation (its id and its link's secret). */
export async function seedVictimContributors(db: Executor, websiteId: string): Promise<SeedIds> {
  const invitation = await createContributorInvitation(db, websiteId, {
    email: 'secret-invitee@example.com',
    role: 4,
    tokenHash: invitationTokenHash(VICTIM_INVITATION_TOKEN),
    invitedBy: null,
    expiresAt: Date.UTC(2100, 0, 1),
  });
  return { invitationId: invitation.id, invitationToken: VICTIM_INVITATION_TOKEN };
}

/** The contributors routes called as website A's admin aimed at B's contributor and invitation. */
export const CONTRIBUTOR_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  // A invites someone of its own; the answer must not carry anything of B's.
  'POST /api/admin/contributors/invitations': () => ({ body: { email: 'new-of-a@example.com', role: 4 } }),
  'DELETE /api/admin/contributors/invitations/:invitationId': () => ({}),
  'PUT /api/admin/contributors/:accountId/role': () => ({ body: { role: 10 } }),
  'DELETE /api/admin/contributors/:accountId': () => ({}),
  'GET /api/auth/invitations/:token': ({ ids }) => ({ params: { token: ids['invitationToken'] ?? '' } }),
  'POST /api/auth/invitations/:token/accept': ({ ids }) => ({
    params: { token: ids['invitationToken'] ?? '' },
    body: { displayName: 'Taken over', password: 'a long enough secret' },
  }),
};
