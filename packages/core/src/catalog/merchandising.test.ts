import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOLD_OUT_TEXT,
  isWaitlistFormHiddenByDefault,
  isScarcityShownByDefault,
  showsWaitlistForm,
  showsScarcity,
  soldOutText,
} from './merchandising.js';

describe('soldOutText', () => {
  it('falls back from custom text to localized text to "sold out"', () => {
    expect(soldOutText({ customSoldOutText: 'All gone' }, 'ausverkauft')).toBe('All gone');
    expect(soldOutText({ customSoldOutText: '  ' }, 'ausverkauft')).toBe('ausverkauft');
    expect(soldOutText(undefined, null)).toBe('sold out');
    expect(DEFAULT_SOLD_OUT_TEXT).toBe('sold out');
  });
});

describe('scarcity and waitlist', () => {
  it('shows scarcity only when enabled', () => {
    expect(showsScarcity({ scarcityEnabled: true })).toBe(true);
    expect(showsScarcity({ scarcityShownByDefault: true })).toBe(false);
    expect(showsScarcity(undefined)).toBe(false);
    expect(isScarcityShownByDefault({ scarcityEnabled: true, scarcityShownByDefault: true })).toBe(true);
    expect(isScarcityShownByDefault({ scarcityEnabled: false, scarcityShownByDefault: true })).toBe(false);
  });

  it('hides the waitlist form by default only when so configured', () => {
    expect(isWaitlistFormHiddenByDefault({ restockNotificationHiddenByDefault: true })).toBe(true);
    expect(isWaitlistFormHiddenByDefault({})).toBe(false);
    expect(isWaitlistFormHiddenByDefault(undefined)).toBe(false);
  });

  it('renders the waitlist form only with views', () => {
    expect(showsWaitlistForm({ restockNotificationViews: [{}] })).toBe(true);
    expect(showsWaitlistForm({ restockNotificationViews: [] })).toBe(false);
  });
});
