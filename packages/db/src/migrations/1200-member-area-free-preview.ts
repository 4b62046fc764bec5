import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The tag that opens a member area's items to everyone (issue 14, free preview): an item or lesson
 * carrying it is read free, its paywall lifted. Null: none. Areas made before kept the tag their
 * lessons already used ('free-preview'), so nothing that was free becomes paid.
 */
export const memberAreaFreePreviewMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('member_areas').addColumn('free_preview_tag', k.t('text')).execute();
    await db.updateTable('member_areas').set({ free_preview_tag: 'free-preview' }).execute();
  },
};
