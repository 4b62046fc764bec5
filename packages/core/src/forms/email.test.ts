import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_FORMAT_EXAMPLE, emailInvalidMessage, isValidEmail, validateWaitlistEmail } from './email.js';

describe('isValidEmail', () => {
  it.each(['ada@example.org', 'a.b+tag@mail.example.co.uk', "o'neil@example.ie", ' ada@example.org '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'a@',
    '@example.org',
    'ada@example',
    'ada@@example.org',
    'ada@-example.org',
    'a b@example.org',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits addresses to 256 characters', () => {
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`; // 186 characters
    const at256 = `${'a'.repeat(256 - 187)}@${domain}`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });

  it('uses an example.com address in its message', () => {
    expect(EMAIL_FORMAT_EXAMPLE).toBe('name@example.com');
    expect(isValidEmail(EMAIL_FORMAT_EXAMPLE)).toBe(true);
    expect(emailInvalidMessage()).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('never throws and never accepts text outside 3–256 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const trimmed = text.trim();
        return !isValidEmail(text) || (trimmed.length >= 3 && trimmed.length <= 256);
      }),
    );
  });
});

describe('validateWaitlistEmail', () => {
  it('tells blank from invalid', () => {
    expect(validateWaitlistEmail('')).toEqual({
      ok: false,
      error: { reason: 'blank', message: 'Email cannot be blank' },
    });
    expect(validateWaitlistEmail('   ')).toEqual({
      ok: false,
      error: { reason: 'blank', message: 'Email cannot be blank' },
    });
    expect(validateWaitlistEmail(undefined)).toEqual({
      ok: false,
      error: { reason: 'blank', message: 'Email cannot be blank' },
    });
    expect(validateWaitlistEmail('ab')).toEqual({
      ok: false,
      error: { reason: 'invalid', message: 'Email is invalid' },
    });
    expect(validateWaitlistEmail(' ada@example.org ')).toEqual({ ok: true, value: 'ada@example.org' });
  });
});
