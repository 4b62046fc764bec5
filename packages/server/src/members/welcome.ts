import { findSiteUser, type Executor, type MemberAreaRow, type MembershipRow } from '@tessera/db';
import { sendMail } from '../mail/index.js';

/** Where a new member lands: the membership-confirmed page (page type 208) of the area. */
export const welcomePath = (areaId: string) => `/members/welcome/${areaId}`;

export interface WelcomeSite {
  title: string;
  baseUrl: string;
}

/**
 * The area's welcome e-mail to a new member, queued in the caller's transaction (one per grant:
 * a retried grant of the same moment sends nothing twice). The owner's subject and text, else
 * plain defaults naming the area.
 */
export async function queueWelcomeMail(
  trx: Executor,
  websiteId: string,
  area: MemberAreaRow,
  membership: MembershipRow,
  site: WelcomeSite,
): Promise<void> {
  const user = await findSiteUser(trx, websiteId, membership.site_user_id);
  if (!user) return;
  const subject = area.welcome_email_subject.trim() || `Welcome to ${area.name}`;
  const intro =
    area.welcome_email_body.trim() ||
    area.welcome_text.trim() ||
    `You are now a member of ${area.name} at ${site.title}.`;
  await sendMail(
    trx,
    websiteId,
    { to: user.email, subject, text: `${intro}\n\nStart here: ${site.baseUrl}${welcomePath(area.id)}\n` },
    { idempotencyKey: `member-welcome-${membership.id}-${membership.granted_at}` },
  );
}
