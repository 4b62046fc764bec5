import { sql } from 'kysely';
import { newId } from '../ids.js';
import { toFlag } from '../schema/columns.js';
import type { WaitlistSignUpRow } from '../schema/waitlist.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export interface WaitlistSignUpInput {
  productId: string;
  /** '' for the product as a whole. */
  variantId: string;
  /** Already validated; stored trimmed and lower-cased. */
  email: string;
  joinMailingList: boolean;
  language?: string | null;
  now?: number;
}

/**
 * Stores a waitlist sign-up once per product, variant and address: signing up again (a
 * double click, a second visit) keeps the first row, and only ever adds the mailing-list wish,
 * never takes it back. Returns whether this call created the row.
 */
export async function addWaitlistSignUp(
  db: Executor,
  websiteId: string,
  input: WaitlistSignUpInput,
): Promise<{ created: boolean }> {
  const id = newId();
  const row = await db
    .insertInto('waitlist_sign_ups')
    .values({
      id,
      website_id: websiteId,
      product_id: input.productId,
      variant_id: input.variantId,
      email: input.email.trim().toLowerCase(),
      join_mailing_list: toFlag(input.joinMailingList),
      language: input.language ?? null,
      created_at: input.now ?? clockOf(db).now(),
    })
    .onConflict((oc) =>
      oc.columns(['website_id', 'product_id', 'variant_id', 'email']).doUpdateSet({
        join_mailing_list: sql<
          0 | 1
        >`case when excluded.join_mailing_list = 1 then 1 else waitlist_sign_ups.join_mailing_list end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { created: row.id === id };
}

/** A product's sign-ups, oldest first (for the owner's list and the waitlist emails). */
export async function listWaitlistSignUps(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<WaitlistSignUpRow[]> {
  return db
    .selectFrom('waitlist_sign_ups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
