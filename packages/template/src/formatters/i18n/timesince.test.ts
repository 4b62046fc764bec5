import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as NOW, runCases } from './testing/run-cases.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number, phrase: string): Case => ({
  template: '{t|timesince}',
  data: { t: NOW - ms },
  expected: `<span class="timesince" data-date="${NOW - ms}">${phrase}</span>`,
});

const phrases: Case[] = [
  ago(0, 'less than a minute ago'),
  ago(59_999, 'less than a minute ago'),
  ago(MINUTE, 'about a minute ago'),
  ago(2 * MINUTE, 'about 2 minutes ago'),
  ago(59 * MINUTE, 'about 59 minutes ago'),
  ago(HOUR, 'about an hour ago'),
  ago(5 * HOUR, 'about 5 hours ago'),
  ago(DAY, 'about a day ago'),
  ago(6 * DAY, 'about 6 days ago'),
  ago(7 * DAY, 'about a week ago'),
  ago(29 * DAY, 'about 4 weeks ago'),
  ago(30 * DAY, 'about a month ago'),
  ago(131 * DAY, 'about 4 months ago'),
  ago(364 * DAY, 'about 12 months ago'),
  ago(365 * DAY, 'about a year ago'),
  ago(3 * 365 * DAY, 'about 3 years ago'),
  // The future reads as the present.
  ago(-DAY, 'less than a minute ago'),
];

const oddInputs: Case[] = [
  { template: '{t|timesince}', data: {}, expected: 'Invalid date.' },
  { template: '{t|timesince}', data: { t: null }, expected: 'Invalid date.' },
  { template: '{t|timesince}', data: { t: 'abc' }, expected: 'Invalid date.' },
  { template: '{t|timesince}', data: { t: '<b>' }, expected: 'Invalid date.' },
  { template: '{t|timesince}', data: { t: Number.NaN }, expected: 'Invalid date.' },
  { template: '{t|timesince}', data: { t: Number.POSITIVE_INFINITY }, expected: 'Invalid date.' },
  {
    template: '{t|timesince}',
    data: { t: ` ${NOW - HOUR}` },
    expected: `<span class="timesince" data-date=" ${NOW - HOUR}">about an hour ago</span>`,
  },
  // The phrase is English whatever the locale.
  { ...ago(5 * HOUR, 'about 5 hours ago'), locale: 'de-DE' },
];

describe('timesince', () => {
  describe('phrases', () => runCases(phrases));
  describe('odd inputs', () => runCases(oddInputs));
});
