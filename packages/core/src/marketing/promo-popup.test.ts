import { describe, expect, it } from 'vitest';
import { normalisePopupPath, promoPopupShowsOn, shouldShowPromoPopup } from './promo-popup.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 30);
const rules = { version: 3, reshowDays: 7, hideAfterSignUp: true };

describe('shouldShowPromoPopup', () => {
  it('shows to a visitor who never closed it', () => {
    expect(shouldShowPromoPopup(rules, {}, NOW)).toBe(true);
  });

  it('stays closed within the interval and comes back once it has passed', () => {
    expect(shouldShowPromoPopup(rules, { dateClosed: NOW - 6 * DAY, version: 3 }, NOW)).toBe(false);
    expect(shouldShowPromoPopup(rules, { dateClosed: NOW - 7 * DAY, version: 3 }, NOW)).toBe(true);
  });

  it('shows a newer version to a visitor who closed an older one', () => {
    expect(shouldShowPromoPopup(rules, { dateClosed: NOW - DAY, version: 2 }, NOW)).toBe(true);
  });

  it('shows on every visit when the interval is 0 days', () => {
    expect(shouldShowPromoPopup({ ...rules, reshowDays: 0 }, { dateClosed: NOW, version: 3 }, NOW)).toBe(
      true,
    );
  });

  it('hides after a sign-up only when the owner asks, and only for that version', () => {
    const signedUp = { submitted: true, version: 3 };
    expect(shouldShowPromoPopup(rules, signedUp, NOW)).toBe(false);
    expect(shouldShowPromoPopup({ ...rules, hideAfterSignUp: false }, signedUp, NOW)).toBe(true);
    expect(shouldShowPromoPopup({ ...rules, version: 4 }, signedUp, NOW)).toBe(true);
  });
});

describe('promoPopupShowsOn', () => {
  it('matches every page, the home page, or the listed paths', () => {
    expect(promoPopupShowsOn('all', [], '/shop/item')).toBe(true);
    expect(promoPopupShowsOn('home', [], '/')).toBe(true);
    expect(promoPopupShowsOn('home', [], '/about')).toBe(false);
    expect(promoPopupShowsOn('selected', ['/About/', '/shop'], '/about?x=1')).toBe(true);
    expect(promoPopupShowsOn('selected', ['/shop'], '/shop/item')).toBe(false);
  });

  it('normalises paths', () => {
    expect(normalisePopupPath('about/')).toBe('/about');
    expect(normalisePopupPath('/')).toBe('/');
    expect(normalisePopupPath('//')).toBe('/');
  });
});
