import type { Value } from '../plugins.js';

/**
 * Most strings a money memo holds over all its tables. A store page repeats a few dozen prices,
 * so this is far more than one render needs while keeping the memory small (keys are at most
 * `MAX_MEMO_AMOUNT_LENGTH` characters).
 */
export const MONEY_MEMO_SIZE = 2000;

/** Longer amount strings are formatted without the memo (they print "" past 15 integer places anyway). */
export const MAX_MEMO_AMOUNT_LENGTH = 40;

/** Formatted money text by raw amount, for one (options, locale, money form, currency) table. */
type MoneyTable = Map<string | number, string>;

/**
 * A bounded memo of formatted money strings. Formatting with `Intl` dominates the cost of a
 * price, and its text depends only on the locale, the options, the currency and the amount, so a
 * site's prices repeat their text across renders. Entries are keyed by the raw data (the amount
 * string or number and the currency string as written), which spares parsing them on a hit. When
 * full, the memo drops everything and starts again: O(1) per call, bounded memory.
 */
export class MoneyMemo {
  private tables = new Map<string, MoneyTable>();
  private entries = 0;
  /** Bumped when the memo is emptied, so that sites drop the table they hold. */
  generation = 0;

  constructor(readonly size: number = MONEY_MEMO_SIZE) {}

  table(key: string): MoneyTable {
    let table = this.tables.get(key);
    if (table === undefined) this.tables.set(key, (table = new Map()));
    return table;
  }

  /** Stores `text` for `amount` in `table`, a table of the current generation. */
  remember(table: MoneyTable, amount: string | number, text: string): void {
    if (this.entries >= this.size) {
      for (const old of this.tables.values()) old.clear();
      this.tables = new Map();
      this.entries = 0;
      this.generation++;
      return;
    }
    table.set(amount, text);
    this.entries++;
  }

  /** Number of memoised strings (for tests of the bound). */
  count(): number {
    return this.entries;
  }
}

/** The memo shared by the money formatters of every render. */
export const moneyMemo = new MoneyMemo();

function present(value: Value | undefined): boolean {
  return value !== undefined && value !== null;
}

/**
 * One call site of a money formatter (one set of options): formats money objects through the
 * memo, keeping the table of the last locale and currency it saw so a hit costs one lookup.
 * `format` must be a pure function of the money object's fields and the locale.
 */
export class MoneySite {
  private generation = -1;
  private locale = '';
  private form = '';
  private currency = '';
  private table: MoneyTable = new Map();

  constructor(
    private readonly optionsKey: string,
    private readonly format: (value: Value, locale: string) => string,
    private readonly memo: MoneyMemo = moneyMemo,
  ) {}

  /**
   * The text of a money value. The form is chosen as `readMoney` chooses it; values whose amount
   * is not a short string or a number, or whose currency is not a 3-character string, skip the memo.
   */
  text(value: Value, locale: string): string {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return this.format(value, locale);
    const fields = value as { readonly [key: string]: Value | undefined };
    const decimal = fields['decimalValue'];
    const code = fields['currencyCode'];
    const form = present(decimal) && present(code) ? 'd' : 'm';
    const amount = form === 'd' ? decimal : fields['value'];
    const currency = form === 'd' ? code : fields['currency'];
    if (
      typeof currency !== 'string' ||
      currency.length !== 3 ||
      !(typeof amount === 'number' || (typeof amount === 'string' && amount.length <= MAX_MEMO_AMOUNT_LENGTH))
    )
      return this.format(value, locale);
    const table = this.tableFor(locale, form, currency);
    const hit = table.get(amount);
    if (hit !== undefined) return hit;
    const text = this.format(value, locale);
    this.memo.remember(table, amount, text);
    return text;
  }

  private tableFor(locale: string, form: string, currency: string): MoneyTable {
    if (
      this.generation !== this.memo.generation ||
      this.locale !== locale ||
      this.form !== form ||
      this.currency !== currency
    ) {
      this.table = this.memo.table(`${this.optionsKey}\u0000${locale}\u0000${form}${currency}`);
      this.generation = this.memo.generation;
      this.locale = locale;
      this.form = form;
      this.currency = currency;
    }
    return this.table;
  }
}
