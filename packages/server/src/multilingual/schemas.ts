import { z } from 'zod';

export const MAX_LANGUAGES = 50;

function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

const languageTag = z
  .string()
  .trim()
  .min(2)
  .max(35)
  .refine(isLanguageTag, { message: 'Unknown language code' });

/** The owner's own code for a language (shown in URLs and the switcher), e.g. 'fr' or 'de-ch'. */
const customCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
  .max(35);

export const languageInput = z.object({
  code: languageTag,
  custom_code: customCode.nullish(),
  enabled: z.boolean().optional(),
  isDefault: z.boolean().optional(),
});

export const languagesBody = z.object({
  languages: z.array(languageInput).max(MAX_LANGUAGES),
});
export type LanguagesBody = z.infer<typeof languagesBody>;

export const language = z.object({
  code: z.string(),
  custom_code: z.string().nullable(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
});
export const languageList = z.object({ languages: z.array(language) });
export type LanguageListDto = z.infer<typeof languageList>;

const connection = z.object({
  provider: z.string().trim().min(1).max(100),
  accountName: z.string().trim().max(200).optional(),
  connectedAt: z.number().int().optional(),
});

export const multilingualSettings = z.object({
  connection: connection.nullable(),
  showLanguageSwitcher: z.boolean(),
  autoRedirect: z.boolean(),
});
export type MultilingualSettingsDto = z.infer<typeof multilingualSettings>;

export const settingsPatch = z
  .object({
    connection: connection.omit({ connectedAt: true }).nullable(),
    showLanguageSwitcher: z.boolean(),
    autoRedirect: z.boolean(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatch>;

export const multilingualStatus = z.object({
  connected: z.boolean(),
  provider: z.string().nullable(),
  defaultLanguage: z.string(),
  languages: z.number().int(),
  enabledLanguages: z.number().int(),
});
export type MultilingualStatusDto = z.infer<typeof multilingualStatus>;
