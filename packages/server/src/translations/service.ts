import { ok } from '@tessera/core';
import { listLanguages, listTranslations, writeTranslations } from '@tessera/db';
import { invalid, type Outcome } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import type { TranslationKind, TranslationListDto, TranslationsBody } from './schemas.js';
import { translationSources } from './translation-sources.js';

const keyOf = (kind: string, id: string, field: string) => `${kind}\u0000${id}\u0000${field}`;

/** The language a translation is for: one of the site's, and not its default (that text is the source). */
type CheckedLanguage = { error: string } | { error?: undefined; code: string; defaultCode: string };

async function checkLanguage(ctx: ServiceContext, language: string): Promise<CheckedLanguage> {
  const languages = await listLanguages(ctx.db, ctx.websiteId);
  const fallback = languages.find((l) => l.is_default) ?? languages[0];
  const asked = language.toLowerCase();
  // Named by its code or by the owner's custom code (its URL prefix).
  const target = languages.find((l) => l.code.toLowerCase() === asked || l.custom_code === asked);
  if (!target) return { error: 'This language is not one of the site’s languages' };
  if (target === fallback) return { error: 'The default language is translated from, not into' };
  return { code: target.code, defaultCode: fallback?.code ?? target.code };
}

/** Side by side: each text of the site in the default language and its translation, if any. */
export async function readTranslations(
  ctx: ServiceContext,
  language: string,
  kind: TranslationKind | undefined,
): Promise<Outcome<TranslationListDto>> {
  const checked = await checkLanguage(ctx, language);
  if (checked.error !== undefined) return invalid({ language: checked.error });
  const [sources, rows] = await Promise.all([
    translationSources(ctx.db, ctx.websiteId),
    listTranslations(ctx.db, ctx.websiteId, checked.code),
  ]);
  const done = new Map(rows.map((r) => [keyOf(r.entity_kind, r.entity_id, r.field), r.value]));
  const entries = sources.map((s) => ({ ...s, translation: done.get(keyOf(s.kind, s.id, s.field)) ?? null }));
  return ok({
    language: checked.code,
    defaultLanguage: checked.defaultCode,
    entries: kind ? entries.filter((e) => e.kind === kind) : entries,
    progress: { total: entries.length, translated: entries.filter((e) => e.translation !== null).length },
  });
}

/**
 * Saves translations of one language: each names a text the site has (so another website's ids
 * are refused), null or '' removes it. Idempotent; all or nothing.
 */
export async function saveTranslations(
  ctx: ServiceContext,
  body: TranslationsBody,
): Promise<Outcome<TranslationListDto>> {
  const checked = await checkLanguage(ctx, body.language);
  if (checked.error !== undefined) return invalid({ language: checked.error });
  const kinds = new Set(body.translations.map((t) => t.kind));
  const known = new Set<string>();
  for (const kind of kinds)
    for (const s of await translationSources(ctx.db, ctx.websiteId, kind))
      known.add(keyOf(s.kind, s.id, s.field));
  const errors: Record<string, string> = {};
  body.translations.forEach((t, i) => {
    if (!known.has(keyOf(t.kind, t.id, t.field)))
      errors[`translations.${i}`] = 'There is no such text to translate';
  });
  if (Object.keys(errors).length > 0) return invalid(errors);
  await writeTranslations(
    ctx.db,
    ctx.websiteId,
    checked.code,
    body.translations.map((t) => ({
      kind: t.kind,
      id: t.id,
      field: t.field,
      value: t.value === null || t.value.trim() === '' ? null : t.value,
    })),
  );
  siteChanged(ctx.websiteId, 'multilingual');
  return readTranslations(ctx, checked.code, undefined);
}
