import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectKind } from '../dialect.js';
import { dialectOf } from '../dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Full-text search over items (titles, bodies, product names and descriptions). One table,
 * `search_documents`, holds each item's plain text; the server fills it (HTML stripped) for
 * items that have none. Any change to an item deletes its document in the same statement
 * (trigger), so search never shows stale or unpublished text; deleting an item cascades.
 *
 * The index itself is the one place the dialects differ (queries/search.ts reads it):
 * SQLite keeps an FTS5 table over the documents, synchronised by triggers; PostgreSQL keeps a
 * generated `tsvector` column with a GIN index.
 */
const INDEX: Readonly<Record<DialectKind, (db: AnyDb) => Promise<void>>> = {
  async sqlite(db) {
    await sql`create table search_documents (
      id integer primary key,
      website_id text not null references websites (id) on delete cascade,
      item_id text not null unique,
      title text not null,
      body text not null,
      foreign key (website_id, item_id) references items (website_id, id) on delete cascade
    ) strict`.execute(db);
    await sql`create virtual table search_fts using fts5(
      title, body, content = 'search_documents', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create trigger search_documents_ai after insert on search_documents begin
      insert into search_fts (rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
    await sql`create trigger search_documents_ad after delete on search_documents begin
      insert into search_fts (search_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
    end`.execute(db);
    await sql`create trigger items_search_stale after update on items begin
      delete from search_documents where item_id = old.id;
    end`.execute(db);
  },
  async postgres(db) {
    await sql`create table search_documents (
      website_id text not null references websites (id) on delete cascade,
      item_id text primary key,
      title text not null,
      body text not null,
      document tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
      ) stored,
      foreign key (website_id, item_id) references items (website_id, id) on delete cascade
    )`.execute(db);
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
      db,
    );
    await sql`create function tessera_search_stale() returns trigger language plpgsql as $$
      begin
        delete from search_documents where item_id = old.id;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger items_search_stale after update on items
      for each row execute function tessera_search_stale()`.execute(db);
  },
};

export const searchMigration: Migration = {
  async up(db: AnyDb) {
    await INDEX[dialectOf(db).kind](db);
    await db.schema
      .createIndex('search_documents_website_idx')
      .on('search_documents')
      .column('website_id')
      .execute();
  },
};
