import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { PromoPopupRow } from '../schema/promo-popups.js';
import type { Executor } from './executor.js';
import { saveVersionedRow } from './versioned-row.js';

export type StoredPromoPopup = Decoded<PromoPopupRow>;

const decode = rowDecoder<PromoPopupRow>(['settings'], []);

export async function findPromoPopup(db: Executor, websiteId: string): Promise<StoredPromoPopup | undefined> {
  const row = await db
    .selectFrom('promo_popups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row && decode(row);
}

/** Whether `formId` is the website's pop-up form (its captcha tokens carry the promo pop-up action). */
export async function isPromoPopupForm(db: Executor, websiteId: string, formId: string): Promise<boolean> {
  const row = await db
    .selectFrom('promo_popups')
    .select('website_id')
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PromoPopupWrite {
  settings: Record<string, unknown>;
  formId: string | null;
}

/**
 * Writes the pop-up and moves its version on by one. With `fromVersion` (0: none saved yet) only
 * when the stored version is still that one; undefined when another save came first.
 */
export async function savePromoPopup(
  db: Executor,
  websiteId: string,
  input: PromoPopupWrite,
  fromVersion?: number,
): Promise<StoredPromoPopup | undefined> {
  const columns = { settings: toJson(input.settings), form_id: input.formId };
  const row = await saveVersionedRow(db, 'promo_popups', websiteId, columns, fromVersion);
  return row && decode(row);
}
