import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseColor, toHexColor } from './parse-color.js';
import { colorLuminance, isDarkColor, isLightByValue } from './color-brightness.js';

const rgba = (r: number, g: number, b: number, a = 1) => ({ ok: true, value: { r, g, b, a } });

describe('parseColor', () => {
  it.each([
    ['#0af', rgba(0, 170, 255)],
    ['0AF', rgba(0, 170, 255)],
    ['#ff8000', rgba(255, 128, 0)],
    ['rgb(255, 0, 10)', rgba(255, 0, 10)],
    ['rgb(300, -5, 10)', rgba(255, 0, 10)],
    ['rgba(0, 0, 0, 0.5)', rgba(0, 0, 0, 0.5)],
    ['rgb(0 0 0 / 25%)', rgba(0, 0, 0, 0.25)],
    ['rgb(100%, 50%, 0%)', rgba(255, 128, 0)],
    ['rgba(1, 2, 3, 7)', rgba(1, 2, 3, 1)],
    ['hsl(0, 100%, 50%)', rgba(255, 0, 0)],
    ['hsl(120deg 100% 25%)', rgba(0, 128, 0)],
    ['hsla(240, 100%, 50%, 0.3)', rgba(0, 0, 255, 0.3)],
    ['hsl(480, 150%, 50%)', rgba(0, 255, 0)],
    ['hwb(0 0% 0%)', rgba(255, 0, 0)],
    ['hwb(0 60% 60%)', rgba(128, 128, 128)],
    ['hwb(240 20% 20%)', rgba(51, 51, 204)],
  ])('reads %s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });

  it.each([
    '',
    '#12',
    '#12345',
    '#1234',
    '#ggg',
    'red',
    'rgb(1,2)',
    'rgb(a,b,c)',
    'cmyk(1,2,3,4)',
    'rgb(1,2,3,4,5)',
  ])('refuses %j', (text) => {
    expect(parseColor(text)).toEqual({ ok: false, error: 'invalid-color' });
  });

  it('round-trips 6-digit hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const parsed = parseColor(hex);
        return parsed.ok && toHexColor(parsed.value) === hex;
      }),
    );
  });

  it('never throws and always yields channels in range', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseColor(text);
        if (!parsed.ok) return true;
        const { r, g, b, a } = parsed.value;
        return [r, g, b].every((c) => Number.isInteger(c) && c >= 0 && c <= 255) && a >= 0 && a <= 1;
      }),
    );
  });
});

describe('colour brightness', () => {
  it('calls a colour dark below 65 % of 256 luminance', () => {
    expect(colorLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(255);
    expect(isDarkColor({ r: 0, g: 0, b: 0 })).toBe(true);
    expect(isDarkColor({ r: 255, g: 255, b: 255 })).toBe(false);
    expect(isDarkColor({ r: 166, g: 166, b: 166 })).toBe(true);
    expect(isDarkColor({ r: 167, g: 167, b: 167 })).toBe(false);
  });

  it('has the coarse half-of-0xFFFFFF rule', () => {
    expect(isLightByValue({ r: 0x80, g: 0, b: 0 })).toBe(true);
    expect(isLightByValue({ r: 0x7f, g: 0xff, b: 0xff })).toBe(false);
  });
});
