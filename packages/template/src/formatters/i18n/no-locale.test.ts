import { describe, expect, it } from 'vitest';
import type { PluginContext, Value, Variable } from '../../plugins.js';
import { MISSING } from '../../plugins.js';
import { i18nFormatters } from './index.js';
import { MAY_12_2013_9PM as T } from './testing/run-cases.js';

/**
 * `render()` always supplies a locale (default en-US), so the plugin contract's "no locale data"
 * case (`locale` undefined) is exercised with a context built to that contract.
 */
function contextWithoutLocale(errors: string[]): PluginContext {
  return {
    locale: undefined,
    now: T,
    timeZone: () => 'America/New_York',
    node: () => MISSING,
    resolve: () => MISSING,
    resolveFromParent: (ref) => (ref === 'n' ? 3 : MISSING),
    index: () => undefined,
    error: (_code, message) => errors.push(message),
    renderInline: () => '',
  };
}

function apply(name: string, args: string[], ...values: Value[]): { value: Value; errors: string[] } {
  const errors: string[] = [];
  const vars: Variable[] = values.map((value) => ({ value }));
  i18nFormatters[name]!.apply(args, vars, contextWithoutLocale(errors));
  return { value: vars[0]!.value, errors };
}

describe('i18n formatters without locale data (reference §8.5, §11.1)', () => {
  it.each([
    ['datetime', [], [T]],
    ['datetime-interval', [], [T, T + 1000]],
    ['decimal', [], [1234.5]],
    ['money', [], [{ value: '1250', currency: 'USD' }]],
    ['money', ['style:code'], [{ value: '12.5', currency: 'USD' }]],
    ['message', ['n'], ['{0} items']],
    ['plural', ['n'], ['{0 plural one {#} other {#}}']],
    ['relative-time', [], [T - 1000]],
    ['bookkeeper-money-format', [], [1250]],
  ] as [string, string[], Value[]][])('%s prints ""', (name, args, values) => {
    expect(apply(name, args, ...values)).toEqual({ value: '', errors: [] });
  });

  it('timesince prints Invalid date.', () => {
    expect(apply('timesince', [], T - 1000).value).toBe('Invalid date.');
  });

  it('date and the legacy money formatters do not need locale data', () => {
    expect(apply('date', ['%a', '%B', '%d'], T).value).toBe('Sun May 12');
    expect(apply('money-format', [], 12345).value).toBe('123.45');
    expect(apply('i18n-money-format', ['de-DE'], { decimalValue: '1.5', currencyCode: 'EUR' }).value).toBe(
      '1,50€',
    );
  });
});
