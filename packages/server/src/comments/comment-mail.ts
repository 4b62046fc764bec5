import { listContributors, type CommentRow, type Executor } from '@tessera/db';
import { roleHasPermission } from '../auth/index.js';
import { sendMail } from '../mail/index.js';

/** Where the mails point and whose site they speak for. */
export interface CommentMailSite {
  websiteId: string;
  siteTitle: string;
  /** The site's canonical origin. */
  baseUrl: string;
}

/** Plain text of a comment body for an e-mail: tags dropped, paragraphs kept apart. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Tells every contributor who may moderate that a comment waits (once per comment). */
export async function queueAwaitingModerationMail(
  db: Executor,
  site: CommentMailSite,
  comment: CommentRow,
  itemTitle: string,
): Promise<void> {
  const moderators = (await listContributors(db, site.websiteId)).filter((c) =>
    roleHasPermission(c.role, 'comments.moderate'),
  );
  for (const moderator of moderators) {
    await sendMail(
      db,
      site.websiteId,
      {
        to: moderator.email,
        subject: `New comment awaiting moderation on ${site.siteTitle}`,
        text: `${comment.author_name} commented on "${itemTitle}":\n\n${plainText(comment.body_html)}\n\nApprove, delete or mark it as spam in the studio: ${site.baseUrl}/config/comments\n`,
      },
      { idempotencyKey: `comment-pending-${comment.id}-${moderator.account_id}` },
    );
  }
}

/** Tells a commenter who asked for it that a reply to their comment is now public (once per reply). */
export async function queueReplyApprovedMail(
  db: Executor,
  site: CommentMailSite,
  parent: CommentRow,
  reply: CommentRow,
  itemUrl: string,
): Promise<void> {
  if (parent.notify_replies !== 1 || parent.author_email === reply.author_email) return;
  await sendMail(
    db,
    site.websiteId,
    {
      to: parent.author_email,
      subject: `${reply.author_name} replied to your comment on ${site.siteTitle}`,
      text: `${reply.author_name} replied to your comment:\n\n${plainText(reply.body_html)}\n\nRead the conversation: ${site.baseUrl}${itemUrl}#comment-${reply.id}\n`,
    },
    { idempotencyKey: `comment-reply-${reply.id}` },
  );
}
