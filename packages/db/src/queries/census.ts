import { newId } from '../ids.js';
import type { CensusEvent, CensusEventRow } from '../schema/forms.js';
import type { Executor } from './executor.js';

export type CensusEventRecord = CensusEventRow;

export interface NewCensusEvent {
  event: CensusEvent;
  formId?: string | null;
  visitorCookie?: string | null;
}

export async function insertCensusEvent(
  db: Executor,
  websiteId: string,
  input: NewCensusEvent,
): Promise<void> {
  await db
    .insertInto('census_events')
    .values({
      id: newId(),
      website_id: websiteId,
      event: input.event,
      form_id: input.formId ?? null,
      visitor_cookie: input.visitorCookie ?? null,
      created_at: Date.now(),
    })
    .execute();
}

/** How many times an event happened, optionally for one form and since a time (epoch ms). */
export async function countCensusEvents(
  db: Executor,
  websiteId: string,
  event: CensusEvent,
  filter: { formId?: string; since?: number } = {},
): Promise<number> {
  let query = db
    .selectFrom('census_events')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('website_id', '=', websiteId)
    .where('event', '=', event);
  if (filter.formId !== undefined) query = query.where('form_id', '=', filter.formId);
  if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listCensusEvents(
  db: Executor,
  websiteId: string,
  event: CensusEvent,
  limit = 100,
): Promise<CensusEventRecord[]> {
  return db
    .selectFrom('census_events')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('event', '=', event)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
