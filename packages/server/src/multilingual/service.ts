import { isDeepStrictEqual } from 'node:util';
import { ok } from '@tessera/core';
import {
  clockOf,
  getMultilingualSettings,
  inTransaction,
  type Language,
  listLanguages,
  putMultilingualSettings,
  replaceLanguages,
} from '@tessera/db';
import { invalid, type FieldErrors, type Outcome } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import type { ServiceContext } from '../context.js';
import {
  multilingualSettings,
  type LanguageListDto,
  type LanguagesBody,
  type MultilingualSettingsDto,
  type MultilingualStatusDto,
  type SettingsPatch,
} from './schemas.js';

const DEFAULT_SETTINGS: MultilingualSettingsDto = Object.freeze({
  connection: null,
  showLanguageSwitcher: true,
  autoRedirect: false,
});

export async function readSettings(ctx: ServiceContext): Promise<MultilingualSettingsDto> {
  const stored = await getMultilingualSettings(ctx.db, ctx.websiteId);
  const parsed = multilingualSettings.partial().safeParse(stored);
  return { ...DEFAULT_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

async function saveSettings(
  ctx: ServiceContext,
  next: MultilingualSettingsDto,
): Promise<MultilingualSettingsDto> {
  const current = await readSettings(ctx);
  if (isDeepStrictEqual(current, next)) return current;
  await putMultilingualSettings(ctx.db, ctx.websiteId, next);
  siteChanged(ctx.websiteId, 'multilingual');
  return next;
}

/** Saves switcher options and the translation connection; connecting records when. */
export async function updateSettings(
  ctx: ServiceContext,
  patch: SettingsPatch,
): Promise<MultilingualSettingsDto> {
  const current = await readSettings(ctx);
  const connection =
    patch.connection === undefined
      ? current.connection
      : patch.connection && {
          ...patch.connection,
          connectedAt: current.connection?.connectedAt ?? clockOf(ctx.db).now(),
        };
  return saveSettings(ctx, { ...current, ...patch, connection });
}

/** DELETE /api/multilingual/connection: forgets the translation connection; languages stay. */
export async function disconnect(ctx: ServiceContext): Promise<void> {
  await saveSettings(ctx, { ...(await readSettings(ctx)), connection: null });
}

function languageDto(l: Language) {
  return { code: l.code, custom_code: l.custom_code, enabled: l.enabled, isDefault: l.is_default };
}

export async function readLanguages(ctx: ServiceContext): Promise<LanguageListDto> {
  return { languages: (await listLanguages(ctx.db, ctx.websiteId)).map(languageDto) };
}

function checkLanguages(body: LanguagesBody): FieldErrors {
  const errors: FieldErrors = {};
  const codes = new Set<string>();
  const customCodes = new Set<string>();
  body.languages.forEach((l, i) => {
    const code = l.code.toLowerCase();
    if (codes.has(code)) errors[`languages.${i}.code`] = 'This language is already in the list';
    codes.add(code);
    if (l.custom_code && customCodes.has(l.custom_code))
      errors[`languages.${i}.custom_code`] = 'This code is already in use';
    if (l.custom_code) customCodes.add(l.custom_code);
  });
  if (body.languages.filter((l) => l.isDefault).length > 1)
    errors['languages'] = 'Only one language can be the default';
  return errors;
}

/** Replaces the language list in order; the first language is the default unless one is marked. */
export async function saveLanguages(
  ctx: ServiceContext,
  body: LanguagesBody,
): Promise<Outcome<LanguageListDto>> {
  const errors = checkLanguages(body);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const marked = body.languages.findIndex((l) => l.isDefault);
  const defaultIndex = marked >= 0 ? marked : 0;
  const next = body.languages.map((l, i) => ({
    code: Intl.getCanonicalLocales(l.code)[0] ?? l.code,
    custom_code: l.custom_code ?? null,
    enabled: i === defaultIndex ? true : (l.enabled ?? true),
    isDefault: i === defaultIndex,
  }));
  const changed = await inTransaction(ctx.db, async (trx) => {
    const current = (await listLanguages(trx, ctx.websiteId)).map(languageDto);
    if (isDeepStrictEqual(current, next)) return false;
    await replaceLanguages(
      trx,
      ctx.websiteId,
      next.map((l) => ({
        code: l.code,
        customCode: l.custom_code,
        enabled: l.enabled,
        isDefault: l.isDefault,
      })),
    );
    return true;
  });
  if (changed) siteChanged(ctx.websiteId, 'multilingual');
  return ok({ languages: next });
}

export async function readStatus(ctx: ServiceContext): Promise<MultilingualStatusDto> {
  const [settings, languages] = await Promise.all([readSettings(ctx), listLanguages(ctx.db, ctx.websiteId)]);
  const fallback = languages.find((l) => l.is_default)?.code ?? ctx.locale;
  return {
    connected: settings.connection !== null,
    provider: settings.connection?.provider ?? null,
    defaultLanguage: fallback,
    languages: languages.length,
    enabledLanguages: languages.filter((l) => l.enabled).length,
  };
}
