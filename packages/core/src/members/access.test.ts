import { describe, expect, it } from 'vitest';
import { accessDecision, hasAccess, isFreePreview, lessonState, membershipState } from './access.js';

const NOW = 1_800_000_000_000;

describe('membership state', () => {
  it('free, bought and granted memberships last until revoked', () => {
    expect(membershipState({ revokedAt: null, subscription: null }, NOW)).toBe('active');
    expect(membershipState({ revokedAt: NOW - 1, subscription: null }, NOW)).toBe('revoked');
    expect(hasAccess({ revokedAt: NOW - 1, subscription: null }, NOW)).toBe(false);
  });

  it('a cancelled subscription keeps access until the paid period ends, then not', () => {
    const facts = { revokedAt: null, subscription: { state: 'cancelled' as const, paidThrough: NOW + 1 } };
    expect(membershipState(facts, NOW)).toBe('ending');
    expect(hasAccess(facts, NOW)).toBe(true);
    expect(membershipState(facts, NOW + 1)).toBe('ended');
    expect(hasAccess(facts, NOW + 1)).toBe(false);
  });

  it('an active subscription gives access whatever the date; revoking wins over it', () => {
    const active = { state: 'active' as const, paidThrough: NOW - 10 };
    expect(membershipState({ revokedAt: null, subscription: active }, NOW)).toBe('active');
    expect(membershipState({ revokedAt: NOW, subscription: active }, NOW)).toBe('revoked');
    const pastDue = { state: 'past-due' as const, paidThrough: NOW - 10 };
    expect(hasAccess({ revokedAt: null, subscription: pastDue }, NOW)).toBe(false);
  });
});

describe('access decisions', () => {
  const outsider = { areas: 1, member: false };
  const member = { areas: 1, member: true };

  it('members see everything the area protects', () => {
    for (const place of [
      { kind: 'collection' as const },
      { kind: 'item' as const, freePreview: false },
      { kind: 'lesson' as const, freePreview: false },
    ]) {
      expect(accessDecision(place, member)).toBe('show');
    }
  });

  it('outsiders get access denied for a page and the paywall for an item or lesson', () => {
    expect(accessDecision({ kind: 'collection' }, outsider)).toBe('access-denied');
    expect(accessDecision({ kind: 'item', freePreview: false }, outsider)).toBe('paywall');
    expect(accessDecision({ kind: 'lesson', freePreview: false }, outsider)).toBe('paywall');
  });

  it('a course lists its lessons and free previews to everyone', () => {
    expect(accessDecision({ kind: 'course' }, outsider)).toBe('show');
    expect(accessDecision({ kind: 'lesson', freePreview: true }, outsider)).toBe('show');
    expect(lessonState(true, false)).toBe('visible');
    expect(lessonState(false, false)).toBe('paywall');
    expect(lessonState(false, true)).toBe('visible');
  });

  it('members-only with no area to join refuses everyone, items included', () => {
    expect(accessDecision({ kind: 'item', freePreview: false }, { areas: 0, member: false })).toBe(
      'access-denied',
    );
  });

  it("an item carrying its area's free-preview tag is read free", () => {
    expect(accessDecision({ kind: 'item', freePreview: true }, outsider)).toBe('show');
  });

  it('a free preview is a tag one of the protecting areas chose, in any case', () => {
    expect(isFreePreview(['Knitting', ' Sample '], ['sample'])).toBe(true);
    expect(isFreePreview(['knitting'], ['sample', 'free-preview'])).toBe(false);
    expect(isFreePreview(['sample'], [])).toBe(false);
    expect(isFreePreview([''], [''])).toBe(false);
  });
});
