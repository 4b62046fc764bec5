import { z } from 'zod';

/** What can be translated; each kind's fields are listed by translation-sources.ts. */
export const TRANSLATION_KINDS = ['page', 'item', 'category', 'option', 'theme'] as const;
export const translationKind = z.enum(TRANSLATION_KINDS);
export type TranslationKind = z.infer<typeof translationKind>;

export const MAX_TRANSLATION_WRITES = 500;
export const MAX_TRANSLATION_LENGTH = 20_000;

const languageCode = z.string().trim().min(2).max(35);

export const translationsQuery = z.object({
  language: languageCode,
  kind: translationKind.optional(),
});

export const translationEntry = z.object({
  kind: translationKind,
  id: z.string(),
  field: z.string(),
  /** What the entity is, for the owner: a page's, item's or store category's name, or 'Theme strings'. */
  label: z.string(),
  /** The default language's text. */
  source: z.string(),
  /** The translation; null while missing (visitors then see the source). */
  translation: z.string().nullable(),
});
export type TranslationEntryDto = z.infer<typeof translationEntry>;

export const translationList = z.object({
  language: z.string(),
  defaultLanguage: z.string(),
  entries: z.array(translationEntry),
  /** Of every translatable text of the site (all kinds): how many have a translation. */
  progress: z.object({ total: z.number().int(), translated: z.number().int() }),
});
export type TranslationListDto = z.infer<typeof translationList>;

export const translationsBody = z.object({
  language: languageCode,
  translations: z
    .array(
      z.object({
        kind: translationKind,
        id: z.string().min(1).max(64),
        // An option value's field holds its option's name and the value (translate-options.ts).
        field: z.string().min(1).max(400),
        /** The text; null or '' removes the translation. */
        value: z.string().max(MAX_TRANSLATION_LENGTH).nullable(),
      }),
    )
    .min(1)
    .max(MAX_TRANSLATION_WRITES),
});
export type TranslationsBody = z.infer<typeof translationsBody>;
