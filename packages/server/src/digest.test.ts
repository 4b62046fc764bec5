import { describe, expect, it } from 'vitest';
import { isSecretToken, newSecretToken, sha256 } from './digest.js';

describe('secret tokens', () => {
  it('makes a new 43-character base64url token each time, which reads as a token', () => {
    const [a, b] = [newSecretToken(), newSecretToken()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(isSecretToken(a)).toBe(true);
  });

  it('refuses anything else: wrong length, other characters, not a string', () => {
    const token = newSecretToken();
    for (const value of [
      token.slice(1),
      `${token}x`,
      `${token.slice(1)}=`,
      `${token.slice(1)}+`,
      42,
      undefined,
    ])
      expect(isSecretToken(value)).toBe(false);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
