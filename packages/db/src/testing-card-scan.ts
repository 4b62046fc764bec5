import { luhnValidRuns } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.js';

/**
 * The test suite's check that no payment card number is ever written down (issue 5): every test
 * database is scanned before it is dropped (`eachDialect`), and the server's test apps scan their
 * logs. A card number here is what a payment network issues: 13–19 digits, optionally grouped by
 * single spaces or dashes, standing alone (no letter or digit touching either end), passing the
 * Luhn check, with a card network's issuer prefix. The prefix keeps out what else a database or a
 * log holds in long digit runs — epoch milliseconds start with 1 — and UUIDs and decimal numbers
 * are skipped whole.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Decimal numbers (a log's `responseTime: 2.6103320121765137`): their fraction is no card. */
const DECIMAL = /\d+\.\d+(?:e[-+]?\d+)?/gi;

/**
 * The major networks' first digits: 2 and 5 (Mastercard, Maestro), 3 (American Express, Diners
 * Club, JCB), 4 (Visa), 6 (Discover, UnionPay, Maestro).
 */
const ISSUER_PREFIX = /^[2-6]/;

/** The card numbers in a text, digits only. */
export function cardNumbersIn(text: string): string[] {
  const plain = text.replace(UUID, ' ').replace(DECIMAL, ' ');
  return luhnValidRuns(plain).filter((digits) => ISSUER_PREFIX.test(digits));
}

/** Only the last four digits, so a failure report never repeats the number it found. */
export function maskCardNumber(digits: string): string {
  return `…${digits.slice(-4)}`;
}

export interface CardFinding {
  table: string;
  column: string;
  masked: string;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return undefined; // binary columns hold files' bytes, not text anyone typed
}

/**
 * The tables of the database's own schema. Not Kysely's introspection: on PostgreSQL it reads
 * every schema's catalog, and other test files drop theirs meanwhile ('schema does not exist').
 */
async function ownTables(db: Kysely<unknown>): Promise<string[]> {
  const schema = await dialectOf(db).currentSchema(db);
  const { rows } = schema
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((r) => r.name);
}

/** Every card number in any column of any table of the database's current schema. */
export async function findCardNumbers<DB>(db: Kysely<DB>): Promise<CardFinding[]> {
  const plain = db as unknown as Kysely<unknown>;
  const findings: CardFinding[] = [];
  for (const table of await ownTables(plain)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(plain);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = textOf(value);
        if (text === undefined) continue;
        for (const digits of cardNumbersIn(text))
          findings.push({ table, column, masked: maskCardNumber(digits) });
      }
    }
  }
  return findings;
}

/** Throws, naming each table and column, when the database holds a card number. */
export async function assertNoCardNumbers<DB>(db: Kysely<DB>, label: string): Promise<void> {
  const findings = await findCardNumbers(db);
  if (findings.length === 0) return;
  const where = findings.map((f) => `${f.table}.${f.column} (${f.masked})`).join(', ');
  throw new Error(`Card numbers were stored by "${label}": ${where}`);
}
