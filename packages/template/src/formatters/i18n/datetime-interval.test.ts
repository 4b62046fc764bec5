import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as T, runCases } from './testing/run-cases.js';

const JUNE_21 = 1371800000000;
const TWO_HOURS_LATER = T + 2 * 3_600_000;
/** 2020-02-25 3:51 PM and 2020-03-02 10:25 AM in New York (EST). */
const FEB_25_351PM = Date.UTC(2020, 1, 25, 20, 51);
const MAR_2_1025AM = Date.UTC(2020, 2, 2, 15, 25);

const cases: Case[] = [
  {
    template: '{a, b|datetime-interval yMMMd}',
    data: { a: T, b: JUNE_21 },
    expected: 'May 12 – Jun 21, 2013',
  },
  {
    template: '{a, b|datetime-interval skeleton:yMMMMd}',
    data: { a: T, b: JUNE_21 },
    expected: 'May 12 – June 21, 2013',
  },
  {
    template: '{a, b|datetime-interval hm}',
    data: { a: T, b: TWO_HOURS_LATER },
    expected: '9:00 – 11:00 PM',
  },
  { template: '{a, b|datetime-interval EEE}', data: { a: T, b: T + 2 * 86_400_000 }, expected: 'Sun – Tue' },
  {
    template: '{a, b|datetime-interval date:yMMMd time:hm}',
    data: { a: T, b: TWO_HOURS_LATER },
    expected: 'May 12, 2013, 9:00 – 11:00 PM',
  },
  // Default skeleton: the dates, or only the times within one day.
  { template: '{a, b|datetime-interval}', data: { a: T, b: JUNE_21 }, expected: 'May 12 – Jun 21, 2013' },
  {
    template: '{a, b|datetime-interval}',
    data: { a: T, b: 1400000000000 },
    expected: 'May 12, 2013 – May 13, 2014',
  },
  {
    template: '{a, b|datetime-interval}',
    data: { a: T, b: TWO_HOURS_LATER },
    expected: '9:00 – 11:00 PM',
  },
  { template: '{a, b|datetime-interval yMMMd}', data: { a: T, b: T }, expected: 'May 12, 2013' },
  // Times across days: each end in full, weekday and time (CLDR's fallback), dates added to bare times.
  {
    template: '{a, b|datetime-interval Ehm}',
    data: { a: FEB_25_351PM, b: MAR_2_1025AM },
    expected: 'Tue, 3:51 PM – Mon, 10:25 AM',
  },
  {
    template: '{a, b|datetime-interval hm}',
    data: { a: FEB_25_351PM, b: MAR_2_1025AM },
    expected: 'Feb 25, 2020, 3:51 PM – Mar 2, 2020, 10:25 AM',
  },
  { template: '{a, b|datetime-interval Ehm}', data: { a: T, b: T + 30_000 }, expected: 'Sun 9:00 PM' },
  // Locales.
  {
    template: '{a, b|datetime-interval}',
    data: { a: T, b: JUNE_21 },
    locale: 'fr-FR',
    expected: '12 mai – 21 juin 2013',
  },
  {
    template: '{a, b|datetime-interval}',
    data: { a: T, b: JUNE_21 },
    locale: 'ja-JP',
    expected: '2013/05/12～2013/06/21',
  },
  {
    template: '{a, b|datetime-interval yMMMd}',
    data: { a: T, b: JUNE_21 },
    locale: 'en-GB',
    expected: '12 May – 21 Jun 2013',
  },
  {
    template: '{a, b|datetime-interval}',
    data: { a: T, b: TWO_HOURS_LATER },
    locale: 'de-DE',
    expected: '21:00–23:00 Uhr',
  },
  {
    template: '{a, b|datetime-interval context:begin-sentence MMMMd}',
    data: { a: T, b: JUNE_21 },
    locale: 'fr-FR',
    expected: '12 mai – 21 juin',
  },
  // Website time zone.
  {
    template: '{a, b|datetime-interval hm}',
    data: { a: T, b: TWO_HOURS_LATER, website: { timeZone: 'Europe/Paris' } },
    locale: 'en-GB',
    expected: '3:00 – 5:00 am',
  },
  // Fewer than two variables or values that are not numbers → "".
  { template: '[{a|datetime-interval}]', data: { a: T }, expected: '[]' },
  { template: '[{a, b|datetime-interval}]', data: { a: T }, expected: '[]' },
  { template: '[{a, b|datetime-interval}]', data: { a: T, b: 'later' }, expected: '[]' },
  { template: '[{a, b|datetime-interval}]', data: { a: Number.NaN, b: T }, expected: '[]' },
  {
    template: '[{a, b|datetime-interval}]',
    data: { a: T, b: JUNE_21 },
    locale: 'not a locale!',
    expected: '[]',
  },
];

describe('datetime-interval', () => runCases(cases));
