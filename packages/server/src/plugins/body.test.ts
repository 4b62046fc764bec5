import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseForm, QS_OPTIONS } from './body.js';

describe('form body parsing (qs with the spec limits)', () => {
  it('uses depth 5, 1000 parameters and array limit 20', () => {
    expect(QS_OPTIONS).toEqual({ depth: 5, parameterLimit: 1000, arrayLimit: 20 });
  });

  it('parses nested keys up to depth 5 and keeps deeper parts as a literal key', () => {
    const parsed = parseForm('a[b][c][d][e][f][g]=1');
    expect(JSON.stringify(parsed)).toBe('{"a":{"b":{"c":{"d":{"e":{"f":{"[g]":"1"}}}}}}}');
  });

  it('stops at 1000 parameters', () => {
    const body = Array.from({ length: 1500 }, (_, i) => `k${i}=v`).join('&');
    expect(Object.keys(parseForm(body))).toHaveLength(1000);
  });

  it('turns arrays past the limit of 20 into objects instead of huge sparse arrays', () => {
    expect(Array.isArray(parseForm('a[19]=x').a)).toBe(true);
    expect(Array.isArray(parseForm('a[20]=x').a)).toBe(false);
    const many = Array.from({ length: 25 }, (_, i) => `a[]=${i}`).join('&');
    expect(Array.isArray(parseForm(many).a)).toBe(false);
    expect(parseForm('a[999999]=x').a).toEqual({ 999999: 'x' });
  });

  it('never throws and never pollutes prototypes, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (body) => {
        const parsed = parseForm(body);
        expect(typeof parsed).toBe('object');
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
    );
    parseForm('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
