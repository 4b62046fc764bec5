import { describe, expect, it } from 'vitest';
import { openCardToken, sealCardToken } from './card-tokens.js';
import { tokenizeTestCard } from './tokenize-card.js';

const SECRET = 'secret-of-site';
const NOW = Date.UTC(2030, 5, 15);
const card = (cardNumber: string, cardExpiry = '12/39', cardCvc = '123') => ({
  cardNumber,
  cardExpiry,
  cardCvc,
});

describe('test card tokens', () => {
  it('keeps only brand, last 4 and behaviour in a signed token', () => {
    const result = tokenizeTestCard(SECRET, 'site-1', card('4242 4242 4242 4242'), NOW);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(result.value.token).not.toContain('4242424242424242');
    const claims = JSON.parse(
      Buffer.from(result.value.token.split('.')[0] ?? '', 'base64url').toString(),
    ) as object;
    expect(Object.keys(claims).sort()).toEqual(['behaviour', 'brand', 'expiresAt', 'last4']);
    expect(JSON.stringify(claims)).not.toContain('42424242');
    expect(openCardToken(SECRET, 'site-1', result.value.token, NOW)).toMatchObject({
      behaviour: 'succeed',
      last4: '4242',
    });
  });

  it('refuses tokens of another website, another secret, tampered or expired', () => {
    const result = tokenizeTestCard(SECRET, 'site-1', card('4000 0000 0000 0002'), NOW);
    if (!result.ok) throw new Error(result.error.message);
    const token = result.value.token;
    expect(openCardToken(SECRET, 'site-2', token, NOW)).toBeUndefined();
    expect(openCardToken('other', 'site-1', token, NOW)).toBeUndefined();
    const forged = sealCardToken('guess', 'site-1', {
      brand: 'Visa',
      last4: '0002',
      behaviour: 'succeed',
      expiresAt: NOW + 1,
    });
    expect(openCardToken(SECRET, 'site-1', forged, NOW)).toBeUndefined();
    expect(openCardToken(SECRET, 'site-1', `${token}x`, NOW)).toBeUndefined();
    expect(openCardToken(SECRET, 'site-1', token, NOW + 31 * 60 * 1000)).toBeUndefined();
  });

  it('explains what is wrong with the card, field by field', () => {
    const error = (input: ReturnType<typeof card>) => {
      const result = tokenizeTestCard(SECRET, 'site-1', input, NOW);
      return result.ok ? undefined : result.error;
    };
    expect(error(card('4242 4242 4242 4241'))).toEqual({
      field: 'cardNumber',
      message: 'Your card number is incorrect.',
    });
    expect(error(card('4111 1111 1111 1111'))).toEqual({
      field: 'cardNumber',
      message: 'In test mode, use one of the test card numbers shown on the form.',
    });
    expect(error(card('4242424242424242', '13/40'))?.field).toBe('cardExpiry');
    expect(error(card('4242424242424242', '05/30'))).toEqual({
      field: 'cardExpiry',
      message: 'Your card has expired.',
    });
    expect(error(card('4242424242424242', '06/2030'))).toBeUndefined();
    expect(error(card('4242424242424242', '12/39', '12'))).toEqual({
      field: 'cardCvc',
      message: 'Your card’s security code is incorrect.',
    });
  });
});
