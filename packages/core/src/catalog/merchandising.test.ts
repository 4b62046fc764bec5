import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOLD_OUT_TEXT,
  isRestockFormHiddenByDefault,
  isScarcityShownByDefault,
  showsRestockForm,
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

describe('scarcity and restock', () => {
  it('shows scarcity only when enabled', () => {
    expect(showsScarcity({ scarcityEnabled: true })).toBe(true);
    expect(showsScarcity({ scarcityShownByDefault: true })).toBe(false);
    expect(showsScarcity(undefined)).toBe(false);
    expect(isScarcityShownByDefault({ scarcityEnabled: true, scarcityShownByDefault: true })).toBe(true);
    expect(isScarcityShownByDefault({ scarcityEnabled: false, scarcityShownByDefault: true })).toBe(false);
  });

  it('hides the restock form by default only when so configured', () => {
    expect(isRestockFormHiddenByDefault({ restockNotificationHiddenByDefault: true })).toBe(true);
    expect(isRestockFormHiddenByDefault({})).toBe(false);
    expect(isRestockFormHiddenByDefault(undefined)).toBe(false);
  });

  it('renders the restock form only with views', () => {
    expect(showsRestockForm({ restockNotificationViews: [{}] })).toBe(true);
    expect(showsRestockForm({ restockNotificationViews: [] })).toBe(false);
  });
});
