import { findMailingList, findWebsiteById, type Executor } from '@tessera/db';
import { escapeHtml } from '../html.js';
import { sendMail } from '../mail/index.js';
import { commerceSecret } from '../payments/index.js';
import { unsubscribeToken, unsubscribeUrl, type UnsubscribeSubject } from './unsubscribe-token.js';

/** Strips line breaks and other control characters from a header value. */
function headerText(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

/**
 * The signed unsubscribe URL of one subscriber: every e-mail to a mailing-list subscriber carries
 * it in its text and in its `List-Unsubscribe` header (`listUnsubscribe` of the mail message).
 */
export async function subscriberUnsubscribeUrl(
  db: Executor,
  websiteId: string,
  baseUrl: string,
  subject: UnsubscribeSubject,
): Promise<string> {
  return unsubscribeUrl(baseUrl, unsubscribeToken(await commerceSecret(db, websiteId), websiteId, subject));
}

/**
 * The welcome e-mail of a new sign-up (or of an address signing up again after leaving), queued in
 * the sign-up's transaction, once per subscriber and sign-up time: it confirms the list and carries
 * the one-click unsubscribe link (RFC 8058).
 */
export async function queueWelcomeMail(
  db: Executor,
  websiteId: string,
  baseUrl: string,
  subscriber: { id: string; listId: string; email: string; signedUpAt: number },
): Promise<void> {
  const list = await findMailingList(db, websiteId, subscriber.listId);
  if (!list) return;
  const siteTitle = (await findWebsiteById(db, websiteId))?.title ?? '';
  const url = await subscriberUnsubscribeUrl(db, websiteId, baseUrl, {
    listId: list.id,
    subscriberId: subscriber.id,
  });
  const text = [
    `Thank you for signing up to ${list.name} on ${siteTitle}.`,
    '',
    `To stop receiving these e-mails, unsubscribe: ${url}`,
  ].join('\n');
  const html =
    `<p>Thank you for signing up to ${escapeHtml(list.name)} on ${escapeHtml(siteTitle)}.</p>` +
    `<p><a href="${escapeHtml(url)}">Unsubscribe</a> to stop receiving these e-mails.</p>`;
  await sendMail(
    db,
    websiteId,
    {
      to: subscriber.email,
      subject: headerText(`You are subscribed to ${list.name}`).slice(0, 200),
      text,
      html,
      listUnsubscribe: url,
    },
    { idempotencyKey: `newsletter-welcome-${subscriber.id}-${subscriber.signedUpAt}` },
  );
}
