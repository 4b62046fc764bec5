import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth.js';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('JSON depth check', () => {
  it('allows exactly the documented depth and refuses one more', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(jsonTooDeep(nested(64))).toBe(false);
    expect(jsonTooDeep(nested(65))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(65) + '1' + '}'.repeat(65))).toBe(true);
  });

  it('counts depth, not the number of siblings', () => {
    expect(jsonTooDeep(`[${Array.from({ length: 10_000 }, () => '{}').join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(500) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: `"\\${'{'.repeat(500)}` }))).toBe(false);
  });
});
