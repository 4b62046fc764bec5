/**
 * `search_documents` (migration 0400): the plain text of each item for full-text search. SQLite
 * adds an integer `id` (the FTS5 rowid) and PostgreSQL a generated `document` tsvector; neither
 * is written by the application.
 */
export interface SearchDocumentsTable {
  website_id: string;
  item_id: string;
  title: string;
  body: string;
}
