import { ok } from '@tessera/core';
import {
  createMailingList,
  findMailingList,
  listMailingLists,
  listSubscribers,
  removeSubscriber,
  restoreMailingList,
  trashMailingList,
  type MailingListSubscriber,
} from '@tessera/db';
import type { z } from 'zod';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../failure.js';
import { toCsv } from '../owner-kit/index.js';
import type { mailingListDto, subscriberDto } from './schemas.js';

type MailingListDto = z.infer<typeof mailingListDto>;
type SubscriberDto = z.infer<typeof subscriberDto>;

function subscriberDtoOf(row: MailingListSubscriber): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    fields: row.fields,
    sourceFormId: row.source_form_id,
    createdAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at ?? null,
  };
}

export async function mailingListDtos(ctx: ServiceContext): Promise<MailingListDto[]> {
  const lists = await listMailingLists(ctx.db, ctx.websiteId);
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    subscriberCount: l.subscriber_count,
    createdAt: l.created_at,
  }));
}

export async function createList(ctx: ServiceContext, name: string): Promise<Outcome<MailingListDto>> {
  const list = await createMailingList(ctx.db, ctx.websiteId, name);
  if (!list) return fail('mailing-list-name-taken');
  return ok({ id: list.id, name: list.name, subscriberCount: 0, createdAt: list.created_at });
}

/** Moves a list to the trash (30 days), where `restoreList` can bring it back. */
export async function deleteList(ctx: ServiceContext, listId: string): Promise<boolean> {
  return trashMailingList(ctx.db, ctx.websiteId, listId);
}

/** Brings a trashed list back with its subscribers and forms (a list in use: done). */
export async function restoreList(ctx: ServiceContext, listId: string): Promise<Outcome<MailingListDto>> {
  const list = await restoreMailingList(ctx.db, ctx.websiteId, listId);
  if (!list) return fail('not-found');
  const counted = (await listMailingLists(ctx.db, ctx.websiteId)).find((l) => l.id === list.id);
  return ok({
    id: list.id,
    name: list.name,
    subscriberCount: counted?.subscriber_count ?? 0,
    createdAt: list.created_at,
  });
}

/** Removes a subscriber; the address may sign up again later. */
export async function removeListSubscriber(
  ctx: ServiceContext,
  listId: string,
  subscriberId: string,
): Promise<Outcome<{ deleted: true }>> {
  if (!(await removeSubscriber(ctx.db, ctx.websiteId, listId, subscriberId))) return fail('not-found');
  return ok({ deleted: true as const });
}

export async function subscriberPageOf(
  ctx: ServiceContext,
  listId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  if (!(await findMailingList(ctx.db, ctx.websiteId, listId))) return undefined;
  const result = await listSubscribers(ctx.db, ctx.websiteId, listId, page);
  return { subscribers: result.subscribers.map(subscriberDtoOf), nextCursor: result.nextCursor };
}

/**
 * Every subscriber of a list as CSV (email, name, sign-up time, status, unsubscribe time, then the
 * other answers): those who unsubscribed are kept and marked, so the owner's records stay whole.
 */
export async function subscribersCsv(ctx: ServiceContext, listId: string): Promise<string | undefined> {
  if (!(await findMailingList(ctx.db, ctx.websiteId, listId))) return undefined;
  const all: MailingListSubscriber[] = [];
  let cursor: string | undefined;
  do {
    const page = await listSubscribers(ctx.db, ctx.websiteId, listId, { limit: 500, cursor });
    all.push(...page.subscribers);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const extra = [...new Set(all.flatMap((s) => Object.keys(s.fields)))];
  const rows = all.map((s) => [
    s.email,
    s.name,
    new Date(s.created_at).toISOString(),
    s.unsubscribed_at == null ? 'Subscribed' : 'Unsubscribed',
    s.unsubscribed_at == null ? '' : new Date(s.unsubscribed_at).toISOString(),
    ...extra.map((title) => s.fields[title] ?? 'N/A'),
  ]);
  return toCsv([['Email', 'Name', 'Signed up', 'Status', 'Unsubscribed', ...extra], ...rows]);
}
