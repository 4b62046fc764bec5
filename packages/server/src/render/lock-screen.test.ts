import type { Collection } from '@tessera/db';
import { describe, expect, it } from 'vitest';
import { isUnlocked, safeNextPath, unlockToken, UNLOCK_TTL_MS } from './lock-screen.js';

const collection = {
  id: 'c1',
  website_id: 'w1',
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
} as Collection;

describe('unlock cookies', () => {
  it('opens the collection it was issued for until it expires', () => {
    const token = unlockToken(collection, 1_000_000_000_000);
    expect(isUnlocked(collection, token, 1_000_000_000_001)).toBe(true);
    expect(isUnlocked(collection, token, 1_000_000_000_000 + UNLOCK_TTL_MS)).toBe(false);
  });

  it('is refused for another collection, a changed password, a longer expiry or garbage', () => {
    const token = unlockToken(collection, 1_000_000_000_000);
    expect(isUnlocked({ ...collection, id: 'c2' }, token, 1_000_000_000_001)).toBe(false);
    expect(isUnlocked({ ...collection, password_hash: 'new-hash' }, token, 1_000_000_000_001)).toBe(false);
    const [, signature] = token.split('.');
    expect(isUnlocked(collection, `9999999999999.${signature}`, 1_000_000_000_001)).toBe(false);
    expect(isUnlocked(collection, 'garbage', 1)).toBe(false);
    expect(isUnlocked({ ...collection, password_hash: null }, token, 1_000_000_000_001)).toBe(false);
  });

  it('returns only to paths on this site', () => {
    expect(safeNextPath('/journal/post?x=1')).toBe('/journal/post?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'journal', undefined, 42]) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
