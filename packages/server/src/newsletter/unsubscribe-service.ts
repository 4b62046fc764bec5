import {
  findMailingList,
  findSubscriber,
  unsubscribeSubscriber,
  type MailingListSubscriber,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { commerceSecret } from '../payments/index.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** What an unsubscribe link names, as the page shows it. */
export interface UnsubscribeLink {
  listName: string;
  email: string;
  /** When the subscriber left; null while subscribed. */
  unsubscribedAt: number | null;
}

function linkOf(listName: string, subscriber: MailingListSubscriber): UnsubscribeLink {
  return { listName, email: subscriber.email, unsubscribedAt: subscriber.unsubscribed_at ?? null };
}

async function subjectOf(ctx: ServiceContext, token: unknown) {
  const subject = readUnsubscribeToken(await commerceSecret(ctx.db, ctx.websiteId), ctx.websiteId, token);
  if (!subject) return undefined;
  const list = await findMailingList(ctx.db, ctx.websiteId, subject.listId);
  return list ? { subject, list } : undefined;
}

/**
 * The subscriber and list a link names, or undefined when the token is not this website's
 * genuine one, or its list or subscriber is gone (deleted by the owner, list in the trash).
 */
export async function readUnsubscribeLink(
  ctx: ServiceContext,
  token: unknown,
): Promise<UnsubscribeLink | undefined> {
  const found = await subjectOf(ctx, token);
  if (!found) return undefined;
  const subscriber = await findSubscriber(ctx.db, ctx.websiteId, found.list.id, found.subject.subscriberId);
  return subscriber ? linkOf(found.list.name, subscriber) : undefined;
}

/**
 * Unsubscribes the subscriber a link names: the row stays, with the time they left; a repeated
 * call keeps the first time. Undefined when the link is not valid (as `readUnsubscribeLink`).
 */
export async function unsubscribeByLink(
  ctx: ServiceContext,
  token: unknown,
): Promise<UnsubscribeLink | undefined> {
  const found = await subjectOf(ctx, token);
  if (!found) return undefined;
  const subscriber = await unsubscribeSubscriber(
    ctx.db,
    ctx.websiteId,
    found.list.id,
    found.subject.subscriberId,
  );
  return subscriber ? linkOf(found.list.name, subscriber) : undefined;
}
