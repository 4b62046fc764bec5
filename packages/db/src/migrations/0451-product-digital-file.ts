import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The file a digital product delivers (a PDF or zip from the files area). Kept as a plain column:
 * a composite foreign key could not set only this column to null when the file is deleted, so the
 * owner API checks the file belongs to the website and the download area treats a missing file as none.
 */
export const productDigitalFileMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('products').addColumn('digital_file_id', k.t('id')).execute();
  },
};
