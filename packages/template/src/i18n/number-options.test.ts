import { describe, expect, it } from 'vitest';
import { MAX_OPTION_DIGITS, parseNumberOptions } from './number-options.js';

describe('number options (reference §11.4)', () => {
  it('has grouping on, half-even rounding and the default styles', () => {
    expect(parseNumberOptions([])).toEqual({
      decimalStyle: 'decimal',
      moneyStyle: 'symbol',
      narrowSymbol: false,
      grouping: true,
      roundingMode: 'halfEven',
    });
  });

  it('reads every spelling of the digit options and clamps them to 0–50', () => {
    const options = parseNumberOptions([
      'minint:3',
      'maxFrac:99',
      'minimumFractionDigits:-4',
      'maxsig:7',
      'minSig:2',
    ]);
    expect(options).toMatchObject({
      minInt: 3,
      maxFrac: MAX_OPTION_DIGITS,
      minFrac: 0,
      maxSig: 7,
      minSig: 2,
    });
    expect(MAX_OPTION_DIGITS).toBe(50);
  });

  it('ignores unknown keys and invalid values', () => {
    const options = parseNumberOptions([
      'maxfrac:x',
      'minint:1.5',
      'style:weird',
      'round:sideways',
      'symbol:wide',
      'nope',
    ]);
    expect(options).toEqual(parseNumberOptions([]));
  });

  it('maps rounding names to Intl rounding modes', () => {
    const mode = (name: string) => parseNumberOptions([`round:${name}`]).roundingMode;
    expect([
      mode('up'),
      mode('down'),
      mode('ceiling'),
      mode('ceil'),
      mode('floor'),
      mode('truncate'),
    ]).toEqual(['expand', 'trunc', 'ceil', 'ceil', 'floor', 'trunc']);
    expect([mode('half-up'), mode('half-down'), mode('half-even')]).toEqual([
      'halfExpand',
      'halfTrunc',
      'halfEven',
    ]);
    expect(parseNumberOptions(['rounding:floor']).roundingMode).toBe('floor');
  });

  it('turns grouping off for any value but true', () => {
    expect(parseNumberOptions(['group']).grouping).toBe(true);
    expect(parseNumberOptions(['grouping:true']).grouping).toBe(true);
    expect(parseNumberOptions(['group:no']).grouping).toBe(false);
    expect(parseNumberOptions(['no-grouping']).grouping).toBe(false);
  });

  it('keeps decimal and money styles apart', () => {
    expect(parseNumberOptions(['style:percent'])).toMatchObject({
      decimalStyle: 'percent',
      moneyStyle: 'symbol',
    });
    expect(parseNumberOptions(['style:accounting'])).toMatchObject({
      decimalStyle: 'decimal',
      moneyStyle: 'accounting',
    });
    expect(parseNumberOptions(['style:short'])).toMatchObject({ decimalStyle: 'short', moneyStyle: 'short' });
    expect(parseNumberOptions(['symbol:narrow']).narrowSymbol).toBe(true);
  });
});
