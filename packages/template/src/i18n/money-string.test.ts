import { describe, expect, it } from 'vitest';
import type { Formatter } from '../plugins.js';
import { render } from '../render.js';
import { commerceMoneyString } from './money-string.js';

/** A host formatter shaped like the commerce price formatters: the money string of `priceMoney`. */
const price: Formatter = {
  apply(args, vars, ctx) {
    const slot = vars[0]!;
    slot.value = commerceMoneyString(ctx, slot.value, args);
  },
};

const run = (template: string, data: unknown, locale?: string) =>
  render(template, data, { locale, plugins: { formatters: { price } } }).html;

const cldr = { featureFlags: { useCLDRMoneyFormat: true } };

describe('money strings of commerce formatters (reference §11.3)', () => {
  it('is the legacy span when the flag is off or missing', () => {
    expect(run('{p|price}', { p: { value: '123450', currency: 'USD' } })).toBe(
      '<span class="sqs-money-native">1,234.50</span>',
    );
    expect(
      run(
        '{p|price}',
        { p: { value: '800', currency: 'EUR' }, featureFlags: { useCLDRMoneyFormat: false } },
        'de-DE',
      ),
    ).toBe('<span class="sqs-money-native">8.00</span>');
    expect(run('{p|price}', { p: { value: '1250', currency: 'JPY' } })).toBe(
      '<span class="sqs-money-native">1,250</span>',
    );
  });

  it('is the locale currency format with the formatter options when the flag is on', () => {
    expect(run('{p|price}', { ...cldr, p: { value: '800', currency: 'USD' } })).toBe('$8.00');
    expect(run('{p|price}', { ...cldr, p: { value: '800', currency: 'EUR' } }, 'de-DE')).toBe('8,00\u00a0€');
    expect(run('{p|price style:code}', { ...cldr, p: { value: '-800', currency: 'EUR' } })).toBe('-8.00 EUR');
    expect(run('{p|price}', { ...cldr, p: { value: '1250', currency: 'JPY' } }, 'ja-JP')).toBe('￥1,250');
  });

  it('finds the flag with the stack walk and defaults to 0 USD', () => {
    expect(run('{.section item}{p|price}{.end}', { ...cldr, item: { p: {} } })).toBe('$0.00');
    expect(run('{p|price}', { ...cldr, p: { value: 'x', currency: 'EUR' } })).toBe('€0.00');
  });

  it('prints nothing in CLDR mode without locale data', () => {
    expect(run('[{p|price}]', { ...cldr, p: { value: '800', currency: 'USD' } }, 'not a locale!')).toBe('[]');
  });
});
