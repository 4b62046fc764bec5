import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { maskSecret, openSecrets, sealSecrets } from './secret-box.js';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const secrets = { secretKey: 'sk_test_51abcdefghijklmnop', webhookSecret: 'whsec_zyxwvutsrq' };

  it('seals so the text holds no secret, and opens with the same key and row', () => {
    const sealed = sealSecrets(key, 'site-1:stripe', secrets);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('sk_test');
    expect(sealed).not.toContain('whsec');
    expect(openSecrets(key, 'site-1:stripe', sealed)).toEqual(secrets);
    // A fresh IV each time: the same secrets never seal to the same text.
    expect(sealSecrets(key, 'site-1:stripe', secrets)).not.toBe(sealed);
  });

  it('does not open with another key, for another row, or once changed', () => {
    const sealed = sealSecrets(key, 'site-1:stripe', secrets);
    expect(openSecrets(randomBytes(32), 'site-1:stripe', sealed)).toBeUndefined();
    expect(openSecrets(key, 'site-2:stripe', sealed)).toBeUndefined();
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`];
    expect(openSecrets(key, 'site-1:stripe', flipped.join('.'))).toBeUndefined();
    expect(openSecrets(key, 'site-1:stripe', 'v2.a.b.c')).toBeUndefined();
  });

  it('masks a secret to its last 4 characters', () => {
    expect(maskSecret('sk_test_51abcdefghijklmnop')).toBe('••••mnop');
  });

  it('reads TESSERA_SECRETS_KEY as base64 or hex, and refuses anything else at start-up', () => {
    const bytes = randomBytes(32);
    expect(loadConfig({ TESSERA_SECRETS_KEY: bytes.toString('base64') }).payments.secretsKey).toEqual(bytes);
    expect(loadConfig({ TESSERA_SECRETS_KEY: bytes.toString('hex') }).payments.secretsKey).toEqual(bytes);
    expect(loadConfig({}).payments.secretsKey).toBeUndefined();
    expect(() => loadConfig({ TESSERA_SECRETS_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_SECRETS_KEY: 'too-short' })).toThrow(
      /TESSERA_SECRETS_KEY must be 32 random bytes/,
    );
  });
});
