import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CENSUS_COOKIES,
  CENSUS_RECORD_MAX_AGE_SECONDS,
  CENSUS_VISIT_MAX_AGE_SECONDS,
  censusCookieValues,
  formatVisitorRecord,
  isRestrictiveCookiePolicy,
  nextCensusState,
  parseVisitTime,
  parseVisitorRecord,
  type CensusState,
} from './census-cookies.js';

const MINUTE = 60_000;

describe('census cookies', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const ids = () => 'visitor0001';
  const cookiesOf = (state: CensusState) => ({
    record: formatVisitorRecord(state.record),
    visitTime: String(state.visitStart),
  });

  it('creates the record and the visit for a new visitor', () => {
    const now = Date.now();
    const state = nextCensusState({ record: undefined, visitTime: undefined }, now, ids);
    expect(state).toMatchObject({ newVisitor: true, newVisit: true, visitStart: now });
    expect(formatVisitorRecord(state.record)).toBe(`visitor0001|${now}|${now}|${now}|${now}|1`);
  });

  it('keeps the visit for a second page within 30 minutes', () => {
    const first = nextCensusState({ record: null, visitTime: null }, Date.now(), ids);
    vi.advanceTimersByTime(29 * MINUTE);
    const second = nextCensusState(cookiesOf(first), Date.now(), ids);
    expect(second.newVisit).toBe(false);
    expect(second.visitStart).toBe(first.visitStart);
    expect(second.record.visitCount).toBe(1);
    expect(second.record.lastActivity).toBe(Date.now());
  });

  it('starts a new visit after the window: same record, count + 1, time reset', () => {
    const first = nextCensusState({ record: null, visitTime: null }, Date.now(), ids);
    vi.advanceTimersByTime(10 * MINUTE);
    const second = nextCensusState(cookiesOf(first), Date.now(), ids);
    vi.advanceTimersByTime(30 * MINUTE);
    const third = nextCensusState(cookiesOf(second), Date.now(), () => 'other-id-123');
    expect(third).toMatchObject({ newVisitor: false, newVisit: true, visitStart: Date.now() });
    expect(third.record.id).toBe('visitor0001');
    expect(third.record.visitCount).toBe(2);
    expect(third.record.previousVisit).toBe(first.visitStart);
    expect(third.record.firstVisit).toBe(first.visitStart);
  });

  it('starts a new visit when the visit cookie expired even inside the window', () => {
    const first = nextCensusState({ record: null, visitTime: null }, Date.now(), ids);
    vi.advanceTimersByTime(MINUTE);
    const next = nextCensusState(
      { record: formatVisitorRecord(first.record), visitTime: undefined },
      Date.now(),
      ids,
    );
    expect(next.newVisit).toBe(true);
    expect(next.record.visitCount).toBe(2);
  });

  it('treats malformed records as a new visitor', () => {
    for (const bad of [
      '',
      'x|1|2|3|4|1',
      'visitor0001|1|2|3|4',
      'visitor0001|0|2|3|4|1',
      'visitor0001|1|2|3|4|-1',
      'visitor0001|1.5|2|3|4|1',
    ]) {
      expect(parseVisitorRecord(bad)).toBeNull();
    }
    expect(parseVisitorRecord('visitor0001|1|2|3|4|5')).toEqual({
      id: 'visitor0001',
      firstVisit: 1,
      previousVisit: 2,
      currentVisit: 3,
      lastActivity: 4,
      visitCount: 5,
    });
  });

  it('requires a positive integer visit time', () => {
    expect(parseVisitTime('0')).toBeNull();
    expect(parseVisitTime('-5')).toBeNull();
    expect(parseVisitTime('12.5')).toBeNull();
    expect(parseVisitTime('1700000000000')).toBe(1700000000000);
  });

  it('writes all five cookies with the record and visit lifetimes', () => {
    const state = nextCensusState({ record: null, visitTime: null }, Date.now(), ids);
    const values = Object.fromEntries(censusCookieValues(state).map((c) => [c.name, c]));
    expect(Object.keys(values).sort()).toEqual(Object.values(CENSUS_COOKIES).sort());
    expect(values['ss_cvr']?.maxAgeSeconds).toBe(CENSUS_RECORD_MAX_AGE_SECONDS);
    expect(values['ss_cid']?.value).toBe('visitor0001');
    expect(values['ss_cvt']?.maxAgeSeconds).toBe(CENSUS_VISIT_MAX_AGE_SECONDS);
    expect(CENSUS_VISIT_MAX_AGE_SECONDS).toBe(1800);
    expect(CENSUS_RECORD_MAX_AGE_SECONDS).toBe(2 * 365 * 86400);
  });

  it('is restrictive for cloneable sites and for missing or refused consent when asked', () => {
    expect(isRestrictiveCookiePolicy({ cloneable: true, consentRequired: false, consent: true })).toBe(true);
    expect(isRestrictiveCookiePolicy({ cloneable: false, consentRequired: true, consent: undefined })).toBe(
      true,
    );
    expect(isRestrictiveCookiePolicy({ cloneable: false, consentRequired: true, consent: false })).toBe(true);
    expect(isRestrictiveCookiePolicy({ cloneable: false, consentRequired: true, consent: true })).toBe(false);
    expect(isRestrictiveCookiePolicy({ cloneable: false, consentRequired: false, consent: null })).toBe(
      false,
    );
  });
});
