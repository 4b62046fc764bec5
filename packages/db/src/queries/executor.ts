import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** The database or a transaction: every query function takes one of these first. */
export type Executor = Kysely<Database>;

/** Runs `work` in the caller's transaction, or in a new one when given the plain database. */
export async function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
