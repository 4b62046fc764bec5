import { newId } from '../ids.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type { LanguageRow } from '../schema/content.js';
import { inTransaction, type Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Language = Decoded<LanguageRow>;
const decodeLanguage = rowDecoder<LanguageRow>([], ['enabled', 'is_default']);

export async function getMultilingualSettings(
  db: Executor,
  websiteId: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('multilingual_settings')
    .select('settings')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.settings) as Record<string, unknown>) : {};
}

export async function putMultilingualSettings(
  db: Executor,
  websiteId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  const json = toJson(settings);
  const now = clockOf(db).now();
  await db
    .insertInto('multilingual_settings')
    .values({ website_id: websiteId, settings: json, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ settings: json, updated_at: now }))
    .execute();
}

export async function listLanguages(db: Executor, websiteId: string): Promise<Language[]> {
  const rows = await db
    .selectFrom('languages')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('position')
    .execute();
  return rows.map(decodeLanguage);
}

export interface LanguageInput {
  code: string;
  customCode?: string | null;
  enabled?: boolean;
  isDefault?: boolean;
}

/** Replaces the website's language list in the given order. */
export async function replaceLanguages(
  db: Executor,
  websiteId: string,
  languages: readonly LanguageInput[],
): Promise<Language[]> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('languages').where('website_id', '=', websiteId).execute();
    if (languages.length > 0) {
      await trx
        .insertInto('languages')
        .values(
          languages.map((l, position) => ({
            id: newId(),
            website_id: websiteId,
            code: l.code,
            custom_code: l.customCode ?? null,
            enabled: toFlag(l.enabled ?? true),
            is_default: toFlag(l.isDefault ?? false),
            position,
          })),
        )
        .execute();
    }
    return listLanguages(trx, websiteId);
  });
}
