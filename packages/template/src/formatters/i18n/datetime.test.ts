import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as T, runCases } from './testing/run-cases.js';

const zone = (timeZone: string) => ({ website: { timeZone } });

const widths: Case[] = [
  { template: '{t|datetime}', data: { t: T }, expected: 'May 12, 2013' },
  { template: '{t|datetime medium}', data: { t: T }, expected: 'May 12, 2013, 9:00:00 PM' },
  { template: '{t|datetime short}', data: { t: T }, expected: '5/12/13, 9:00 PM' },
  { template: '{t|datetime long}', data: { t: T }, expected: 'May 12, 2013 at 9:00:00 PM EDT' },
  { template: '{t|datetime date}', data: { t: T }, expected: '5/12/13' },
  { template: '{t|datetime time}', data: { t: T }, expected: '9:00 PM' },
  { template: '{t|datetime date:medium}', data: { t: T }, expected: 'May 12, 2013' },
  { template: '{t|datetime date:long time:short}', data: { t: T }, expected: 'May 12, 2013 at 9:00 PM' },
  {
    template: '{t|datetime full}',
    data: { t: T },
    expected: 'Sunday, May 12, 2013 at 9:00:00 PM Eastern Daylight Time',
  },
  // wrap: the glue of another width joins date and time.
  {
    template: '{t|datetime date:full time:short}',
    data: { t: T },
    expected: 'Sunday, May 12, 2013 at 9:00 PM',
  },
  {
    template: '{t|datetime date:full time:short wrap:short}',
    data: { t: T },
    expected: 'Sunday, May 12, 2013, 9:00 PM',
  },
  {
    template: '{t|datetime date:short time:short}',
    data: { t: T },
    locale: 'de-DE',
    expected: '12.05.13, 21:00',
  },
  {
    template: '{t|datetime date:short time:short wrap:full}',
    data: { t: T },
    locale: 'de-DE',
    expected: '12.05.13 um 21:00',
  },
];

const skeletons: Case[] = [
  { template: '{t|datetime yMMMd}', data: { t: T }, expected: 'May 12, 2013' },
  { template: '{t|datetime EEEE}', data: { t: T }, expected: 'Sunday' },
  { template: '{t|datetime skeleton:yMMMMEEEEd}', data: { t: T }, expected: 'Sunday, May 12, 2013' },
  { template: '{t|datetime yMMMd hm}', data: { t: T }, expected: 'May 12, 2013, 9:00 PM' },
  { template: '{t|datetime date:yMMM time:hm}', data: { t: T }, expected: 'May 2013, 9:00 PM' },
  { template: '{t|datetime Hm}', data: { t: T }, expected: '21:00' },
  { template: '{t|datetime hm}', data: { t: T }, locale: 'en-GB', expected: '9:00 pm' },
  { template: '{t|datetime jm}', data: { t: T }, locale: 'en-GB', expected: '21:00' },
  { template: '{t|datetime hmv}', data: { t: T }, expected: '9:00 PM ET' },
  { template: '{t|datetime yMdHmsz}', data: { t: T }, expected: '5/12/2013, 21:00:00 EDT' },
  { template: '{t|datetime GGGGy}', data: { t: T }, expected: '2013 Anno Domini' },
  { template: '{t|datetime MMMMd}', data: { t: T }, locale: 'fr-FR', expected: '12 mai' },
];

const contextAndCalendar: Case[] = [
  { template: '{t|datetime EEEE}', data: { t: T }, locale: 'fr-FR', expected: 'dimanche' },
  {
    template: '{t|datetime EEEE context:begin-sentence}',
    data: { t: T },
    locale: 'fr-FR',
    expected: 'Dimanche',
  },
  {
    template: '{t|datetime calendar:japanese date:long}',
    data: { t: T },
    locale: 'ja-JP',
    expected: '平成25年5月12日',
  },
  { template: '{t|datetime calendar:buddhist date:long}', data: { t: T }, expected: 'May 12, 2556 BE' },
  {
    template: '{t|datetime calendar:persian date:long}',
    data: { t: T },
    expected: 'Ordibehesht 22, 1392 AP',
  },
  { template: '{t|datetime calendar:iso8601 date:short}', data: { t: T }, expected: '2013-05-12' },
  { template: '{t|datetime calendar:gregorian date:long}', data: { t: T }, expected: 'May 12, 2013' },
  // An unlisted calendar is ignored.
  { template: '{t|datetime calendar:hebrew date:long}', data: { t: T }, expected: 'May 12, 2013' },
];

const locales: Case[] = [
  { template: '{t|datetime}', data: { t: T }, locale: 'de-DE', expected: '12.05.2013' },
  { template: '{t|datetime}', data: { t: T }, locale: 'fr-FR', expected: '12 mai 2013' },
  { template: '{t|datetime}', data: { t: T }, locale: 'ja-JP', expected: '2013/05/12' },
  { template: '{t|datetime}', data: { t: T }, locale: 'en-GB', expected: '12 May 2013' },
  { template: '{t|datetime time:medium}', data: { t: T }, locale: 'en-GB', expected: '21:00:00' },
  { template: '{t|datetime datetime:short}', data: { t: T }, locale: 'fr-FR', expected: '12/05/2013 21:00' },
  {
    template: '{t|datetime full}',
    data: { t: T },
    locale: 'de-DE',
    expected: 'Sonntag, 12. Mai 2013 um 21:00:00 Nordamerikanische Ostküsten-Sommerzeit',
  },
  {
    template: '{t|datetime long}',
    data: { t: T, ...zone('Asia/Tokyo') },
    locale: 'ja-JP',
    expected: '2013年5月13日 10:00:00 JST',
  },
];

const zones: Case[] = [
  {
    template: '{t|datetime medium}',
    data: { t: Date.UTC(2013, 2, 10, 6, 59, 59) },
    expected: 'Mar 10, 2013, 1:59:59 AM',
  },
  {
    template: '{t|datetime medium}',
    data: { t: Date.UTC(2013, 2, 10, 7) },
    expected: 'Mar 10, 2013, 3:00:00 AM',
  },
  {
    template: '{t|datetime long}',
    data: { t: Date.UTC(2013, 10, 3, 5, 59, 59) },
    expected: 'November 3, 2013 at 1:59:59 AM EDT',
  },
  {
    template: '{t|datetime long}',
    data: { t: Date.UTC(2013, 10, 3, 6) },
    expected: 'November 3, 2013 at 1:00:00 AM EST',
  },
  {
    template: '{t|datetime medium}',
    data: { t: T, ...zone('Nope/Nowhere') },
    expected: 'May 13, 2013, 1:00:00 AM',
  },
  { template: '{t|datetime Hm}', data: { t: T, ...zone('Europe/Paris') }, expected: '03:00' },
];

const oddInputs: Case[] = [
  { template: '[{t|datetime}]', data: {}, expected: '[]' },
  { template: '[{t|datetime}]', data: { t: null }, expected: '[]' },
  { template: '[{t|datetime}]', data: { t: 'abc' }, expected: '[]' },
  { template: '[{t|datetime}]', data: { t: true }, expected: '[]' },
  { template: '[{t|datetime}]', data: { t: Number.NaN }, expected: '[]' },
  { template: '{t|datetime}', data: { t: '1368406800000' }, expected: 'May 12, 2013' },
  { template: '{t|datetime}', data: { t: -1e12 }, expected: 'Apr 24, 1938' },
  { template: '[{t|datetime}]', data: { t: T }, locale: 'not a locale!', expected: '[]' },
  {
    template: '[{t|datetime}]',
    data: { t: 1e300 },
    expected: '[]',
    errors: [
      'Date 1e+300 is outside the supported range: Julian day 1.1574074074074075e+292 is not within 0–4881503',
    ],
  },
];

describe('datetime', () => {
  describe('widths and wrap', () => runCases(widths));
  describe('skeletons', () => runCases(skeletons));
  describe('context and calendar', () => runCases(contextAndCalendar));
  describe('locales', () => runCases(locales));
  describe('time zones', () => runCases(zones));
  describe('odd inputs', () => runCases(oddInputs));
});
