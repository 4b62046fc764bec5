import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The promotional pop-up (issue 19, page type 104): one per website. The owner's choices are one
 * JSON document (the server validates them); `form_id` is the pop-up's own newsletter form, whose
 * mailing list its sign-ups join; `version` counts saves, for the owner's guarded save and for
 * visitors, who see a newer version again after closing an older one. No row: no pop-up.
 */
export const promoPopupsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await k.create('promo_popups', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('settings', k.t('text'), (c) => c.notNull())
        .addColumn('form_id', k.t('id'), (c) => c.references('forms.id').onDelete('set null'))
        .addColumn('version', k.t('integer'), (c) => c.notNull())
        .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull()),
    );
  },
};
