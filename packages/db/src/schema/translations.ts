import type { Selectable } from 'kysely';

/** One translated field of one entity in one language (migration 1220). */
export interface TranslationsTable {
  website_id: string;
  /** What is translated: 'page', 'navigation', 'product', 'variant', 'category', 'form', 'theme'. */
  entity_kind: string;
  /** The entity's id ('strings' for the theme's own strings). */
  entity_id: string;
  /** The field, e.g. 'title', 'seoDescription', 'option:Size', 'label:<fieldId>'. */
  field: string;
  /** BCP 47 code of the language, as in the languages table. */
  language: string;
  value: string;
  updated_at: number;
}

export type TranslationRow = Selectable<TranslationsTable>;
