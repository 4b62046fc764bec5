import { describe, expect, it } from 'vitest';
import { RowKeys } from './row-keys.js';

describe('row keys', () => {
  it('keeps one key for a row across its deletion and re-creation under a new id', () => {
    const keys = new RowKeys();
    expect(keys.keyOf('r1')).toBe('r1');
    expect(keys.idOf('r1')).toBe('r1');
    keys.set('r1', null);
    expect(keys.idOf('r1')).toBeUndefined();
    keys.set('r1', 'r9');
    expect(keys.idOf('r1')).toBe('r9');
    expect(keys.keyOf('r9')).toBe('r1');
  });

  it('gives created rows their own keys, without an id until saved', () => {
    const keys = new RowKeys();
    const key = keys.newKey();
    expect(key).not.toBe(keys.newKey());
    expect(keys.idOf(key)).toBeUndefined();
    keys.set(key, 'r2');
    expect(keys.keyOf('r2')).toBe(key);
    expect(keys.versionOf(key)).toBeUndefined();
    keys.saw(key, 3);
    expect(keys.versionOf(key)).toBe(3);
  });
});
