import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MESSAGES, passwordScore } from './password-rules.js';

describe('site-user password rules', () => {
  it('refuses a password shorter than 10 characters', () => {
    expect(checkPassword('Xq7!vB2#k')).toEqual({ password: PASSWORD_MESSAGES.tooShort });
  });

  it('refuses one longer than 256 characters', () => {
    expect(checkPassword('word '.repeat(60))).toEqual({ password: PASSWORD_MESSAGES.tooLong });
  });

  it('refuses common passwords and keyboard runs however long', () => {
    expect(checkPassword('password123')).toEqual({ password: PASSWORD_MESSAGES.tooWeak });
    expect(checkPassword('qwertyuiop')).toEqual({ password: PASSWORD_MESSAGES.tooWeak });
    expect(checkPassword('1234567890')).toEqual({ password: PASSWORD_MESSAGES.tooWeak });
  });

  it("counts the person's own name and address against the password", () => {
    const personal = ['marguerite.okafor@example.com', 'Marguerite Okafor'];
    expect(passwordScore('margueriteokafor', personal)).toBeLessThan(passwordScore('margueriteokafor'));
    expect(checkPassword('margueriteokafor', personal)).toEqual({ password: PASSWORD_MESSAGES.tooWeak });
  });

  it('accepts a long passphrase', () => {
    expect(checkPassword('violet kiln tuesday harbour')).toEqual({});
  });
});
