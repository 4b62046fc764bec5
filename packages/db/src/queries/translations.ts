import { clockOf } from '../clock.js';
import type { TranslationRow } from '../schema/translations.js';
import { inTransaction, type Executor } from './executor.js';

export type Translation = Pick<TranslationRow, 'entity_kind' | 'entity_id' | 'field' | 'value'>;

/** Every translation of a website in one language (a site's texts are few enough to load at once). */
export async function listTranslations(
  db: Executor,
  websiteId: string,
  language: string,
): Promise<Translation[]> {
  return db
    .selectFrom('translations')
    .select(['entity_kind', 'entity_id', 'field', 'value'])
    .where('website_id', '=', websiteId)
    .where('language', '=', language)
    .orderBy('entity_kind')
    .orderBy('entity_id')
    .orderBy('field')
    .execute();
}

export interface TranslationWrite {
  kind: string;
  id: string;
  field: string;
  /** The translation; null removes it (the default language's text shows again). */
  value: string | null;
}

/** Writes translations of one language: upserts values, deletes nulls; safe to repeat. */
export async function writeTranslations(
  db: Executor,
  websiteId: string,
  language: string,
  writes: readonly TranslationWrite[],
): Promise<void> {
  const now = clockOf(db).now();
  await inTransaction(db, async (trx) => {
    for (const w of writes) {
      const key = trx
        .deleteFrom('translations')
        .where('website_id', '=', websiteId)
        .where('language', '=', language)
        .where('entity_kind', '=', w.kind)
        .where('entity_id', '=', w.id)
        .where('field', '=', w.field);
      if (w.value === null) {
        await key.execute();
        continue;
      }
      const row = {
        website_id: websiteId,
        language,
        entity_kind: w.kind,
        entity_id: w.id,
        field: w.field,
        value: w.value,
        updated_at: now,
      };
      await trx
        .insertInto('translations')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['website_id', 'language', 'entity_kind', 'entity_id', 'field'])
            .doUpdateSet({ value: row.value, updated_at: now }),
        )
        .execute();
    }
  });
}
