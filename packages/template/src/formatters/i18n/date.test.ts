import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as T, runCases } from './testing/run-cases.js';

const utc = (timeZone: string) => ({ website: { timeZone } });
const RANGE_START = -210866803200000; // Julian day 0, 00:00 UTC
const RANGE_END = 210895142399999; // last millisecond of Julian day 4881503 in UTC

const tokens: Case[] = [
  {
    template: '{t|date %A, %B %d, %Y at %I:%M %p}',
    data: { t: T },
    expected: 'Sunday, May 12, 2013 at 09:00 PM',
  },
  { template: '{t|date %c}', data: { t: T }, expected: 'Sun, May 12, 2013 9:00:00 PM EDT' },
  { template: '{t|date %a %b %h %B}', data: { t: T }, expected: 'Sun May May May' },
  { template: '{t|date %C %y %Y}', data: { t: T }, expected: '20 13 2013' },
  { template: '{t|date %d|%e|%j}', data: { t: Date.UTC(2013, 0, 5, 12) }, expected: '{t|date %d|%e|%j}' },
  { template: '{t|date %d,%e,%j}', data: { t: Date.UTC(2013, 0, 5, 12) }, expected: '05, 5,005' },
  { template: '{t|date %D %F %x}', data: { t: T }, expected: '05/12/13 2013-05-12 05/12/2013' },
  { template: '{t|date %H %k %I %l %i %p %P}', data: { t: T }, expected: '21 21 09  9 9 PM pm' },
  {
    template: '{t|date %H %k %I %l %i %p}',
    data: { t: Date.UTC(2013, 4, 12, 4, 5, 6) },
    expected: '00  0 12 12 12 AM',
  },
  { template: '{t|date %I %p}', data: { t: Date.UTC(2013, 4, 12, 16) }, expected: '12 PM' },
  {
    template: '{t|date %M %S %N}',
    data: { t: Date.UTC(2013, 4, 12, 16, 7, 8, 123) },
    expected: '07 08 123000000',
  },
  { template: '{t|date %m %q}', data: { t: Date.UTC(2013, 9, 12, 16) }, expected: '10 4' },
  { template: '{t|date %r|%R}', data: { t: T }, expected: '{t|date %r|%R}' },
  { template: '{t|date %r %R %T %X}', data: { t: T }, expected: '9:00:00 PM 21:00 21:00:00 09:00:00 PM' },
  { template: '{t|date %s}', data: { t: T + 999 }, expected: '1368406800' },
  { template: '{t|date %s}', data: { t: -1500 }, expected: '-1' },
  { template: '{t|date %u %w}', data: { t: T }, expected: '7 0' },
  { template: '{t|date %u %w}', data: { t: T + 86_400_000 }, expected: '1 1' },
  { template: '{t|date %v}', data: { t: T }, expected: '12-May-2013' },
  { template: '{t|date %z %Z}', data: { t: T }, expected: '-04:00 EDT' },
  { template: '{t|date a%nb%tc}', data: { t: T }, expected: 'a\nb\tc' },
  { template: '{t|date 100%% %Q %}', data: { t: T }, expected: '100% %Q %' },
  { template: '{t|date:%Y:%m}', data: { t: T }, expected: '2013 05' },
  { template: '{t|date}', data: { t: T }, expected: '' },
];

const weeks: Case[] = [
  // %U/%W: Sunday weeks, week 1 holds 1 January — the last days of December can be week 01.
  { template: '{t|date %U %W}', data: { t: T }, expected: '20 20' },
  { template: '{t|date %U}', data: { t: Date.UTC(2013, 11, 28, 17) }, expected: '52' },
  { template: '{t|date %U}', data: { t: Date.UTC(2013, 11, 29, 17) }, expected: '01' },
  { template: '{t|date %U}', data: { t: Date.UTC(2011, 11, 25, 17) }, expected: '53' },
  { template: '{t|date %U}', data: { t: Date.UTC(2012, 0, 1, 17) }, expected: '01' },
  // %V/%G/%g: ISO 8601 weeks.
  { template: '{t|date %V %G %g}', data: { t: T }, expected: '19 2013 13' },
  { template: '{t|date %V %G %g}', data: { t: Date.UTC(2012, 0, 1, 17) }, expected: '52 2011 11' },
  { template: '{t|date %V %G %g}', data: { t: Date.UTC(2012, 11, 31, 17) }, expected: '01 2013 13' },
];

const zones: Case[] = [
  // Spring forward: 01:59:59 EST is followed by 03:00:00 EDT.
  {
    template: '{t|date %F %T %Z %z}',
    data: { t: Date.UTC(2013, 2, 10, 6, 59, 59) },
    expected: '2013-03-10 01:59:59 EST -05:00',
  },
  {
    template: '{t|date %F %T %Z %z}',
    data: { t: Date.UTC(2013, 2, 10, 7) },
    expected: '2013-03-10 03:00:00 EDT -04:00',
  },
  // Fall back: 01:59:59 EDT is followed by 01:00:00 EST.
  {
    template: '{t|date %F %T %Z}',
    data: { t: Date.UTC(2013, 10, 3, 5, 59, 59) },
    expected: '2013-11-03 01:59:59 EDT',
  },
  {
    template: '{t|date %F %T %Z}',
    data: { t: Date.UTC(2013, 10, 3, 6) },
    expected: '2013-11-03 01:00:00 EST',
  },
  { template: '{t|date %H:%M %Z %z}', data: { t: T, ...utc('Europe/Paris') }, expected: '03:00 CEST +02:00' },
  { template: '{t|date %H:%M %Z %z}', data: { t: T, ...utc('Asia/Kolkata') }, expected: '06:30 IST +05:30' },
  {
    template: '{t|date %H:%M %Z %z}',
    data: { t: T, ...utc('America/Sao_Paulo') },
    expected: '22:00 -03 -03:00',
  },
  {
    template: '{t|date %F %H:%M %Z}',
    data: { t: T, ...utc('Asia/Tokyo') },
    expected: '2013-05-13 10:00 JST',
  },
  {
    template: '{t|date %H:%M %Z %z}',
    data: { t: T, ...utc('Mars/Olympus_Mons') },
    expected: '01:00 UTC +00:00',
  },
  { template: '{t|date %H:%M %Z}', data: { t: T, ...utc('UTC') }, expected: '01:00 UTC' },
  // website.timeZone is found by the stack walk from inside sections.
  {
    template: '{.section item}{t|date %H %Z}{.end}',
    data: { website: { timeZone: 'Europe/London' }, item: { t: T } },
    expected: '02 BST',
  },
];

const oddInputs: Case[] = [
  // asNumber: missing and non-numeric text are epoch 0 (reference §7.4), shown in New York.
  { template: '{t|date %F %H:%M}', data: {}, expected: '1969-12-31 19:00' },
  { template: '{t|date %F %H:%M}', data: { t: 'soon' }, expected: '1969-12-31 19:00' },
  { template: '{t|date %F %H:%M}', data: { t: '1368406800000' }, expected: '2013-05-12 21:00' },
  // 1938-04-24T22:13:20Z, after New York's daylight-saving start that morning.
  { template: '{t|date %F %H:%M}', data: { t: -1e12 }, expected: '1938-04-24 18:13' },
  { template: '[{t|date %Y}]', data: { t: Number.NaN }, expected: '[]' },
  { template: '[{t|date %Y}]', data: { t: Number.POSITIVE_INFINITY }, expected: '[]' },
  { template: '{t|date %Y-%m-%d}', data: { t: RANGE_START, ...utc('UTC') }, expected: '-4713-11-24' },
  { template: '{t|date %Y-%m-%d}', data: { t: RANGE_END, ...utc('UTC') }, expected: '8652-12-31' },
  {
    template: '[{t|date %Y}]',
    data: { t: RANGE_START - 1, ...utc('UTC') },
    expected: '[]',
    errors: ['Date -210866803200001 is outside the supported range: Julian day -1 is not within 0–4881503'],
  },
  {
    template: '[{t|date %Y}]',
    data: { t: RANGE_END + 1, ...utc('UTC') },
    expected: '[]',
    errors: [
      'Date 210895142400000 is outside the supported range: Julian day 4881504 is not within 0–4881503',
    ],
  },
  {
    template: '[{t|date %Y}]',
    data: { t: 1e300 },
    expected: '[]',
    errors: [
      'Date 1e+300 is outside the supported range: Julian day 1.1574074074074075e+292 is not within 0–4881503',
    ],
  },
];

const locales: Case[] = [
  { template: '{t|date %A %d %B %Y}', data: { t: T }, locale: 'de-DE', expected: 'Sonntag 12 Mai 2013' },
  { template: '{t|date %a %b}', data: { t: T }, locale: 'fr-FR', expected: 'dim. mai' },
  { template: '{t|date %A %B}', data: { t: T }, locale: 'ja-JP', expected: '日曜日 5月' },
  { template: '{t|date %b}', data: { t: Date.UTC(2013, 8, 12, 16) }, locale: 'en-GB', expected: 'Sept' },
  { template: '{t|date %B}', data: { t: T }, locale: 'ru-RU', expected: 'май' },
];

describe('date', () => {
  describe('tokens', () => runCases(tokens));
  describe('week numbers', () => runCases(weeks));
  describe('time zones', () => runCases(zones));
  describe('odd inputs', () => runCases(oddInputs));
  describe('localized names', () => runCases(locales));
});
