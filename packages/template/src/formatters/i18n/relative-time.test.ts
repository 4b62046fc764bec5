import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as NOW, runCases } from './testing/run-cases.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => ({ t: NOW + offsetMs });

const phrases: Case[] = [
  { template: '{t|relative-time}', data: at(-5 * HOUR), expected: '5 hours ago' },
  { template: '{t|relative-time}', data: at(3 * DAY), expected: 'in 3 days' },
  { template: '{t|relative-time}', data: at(-DAY), expected: 'yesterday' },
  { template: '{t|relative-time}', data: at(0), expected: 'now' },
  { template: '{t|relative-time}', data: at(-41_000), expected: '41 seconds ago' },
  { template: '{t|relative-time}', data: at(-14 * DAY), expected: '14 days ago' },
  { template: '{t|relative-time}', data: at(-365 * DAY), expected: 'last year' },
  { template: '{t|relative-time}', data: at(-12 * 365 * DAY), expected: '12 years ago' },
  { template: '{t|relative-time}', data: { t: String(NOW - 5 * HOUR) }, expected: '5 hours ago' },
  // Two variables: the second relative to the first.
  { template: '{a, b|relative-time}', data: { a: NOW, b: NOW + 3 * DAY }, expected: 'in 3 days' },
  { template: '{a, b|relative-time}', data: { a: NOW + 3 * DAY, b: NOW }, expected: '3 days ago' },
];

const options: Case[] = [
  { template: '{t|relative-time numericOnly:true}', data: at(-DAY), expected: '1 day ago' },
  { template: '{t|relative-time numericOnly:true}', data: at(0), expected: 'in 0 seconds' },
  { template: '{t|relative-time allowWeeks:true}', data: at(-14 * DAY), expected: '2 weeks ago' },
  { template: '{t|relative-time field:day}', data: at(30_000), expected: 'today' },
  { template: '{t|relative-time field:day alwaysNow:true}', data: at(30_000), expected: 'now' },
  { template: '{t|relative-time field:hour}', data: at(-DAY), expected: '24 hours ago' },
  { template: '{t|relative-time field:hour maxfrac:1}', data: at(-25.5 * HOUR), expected: '25.5 hours ago' },
  { template: '{t|relative-time field:month}', data: at(-365 * DAY), expected: '12 months ago' },
  { template: '{t|relative-time field:millis}', data: at(500), expected: 'in 0.5 seconds' },
  { template: '{t|relative-time field:day}', data: at(-4264 * DAY), expected: '4,264 days ago' },
  { template: '{t|relative-time field:day no-group}', data: at(-4264 * DAY), expected: '4264 days ago' },
  { template: '{t|relative-time width:short}', data: at(-5 * HOUR), expected: '5 hr. ago' },
  { template: '{t|relative-time width:narrow}', data: at(3 * DAY), expected: 'in 3d' },
  { template: '{t|relative-time width:wide}', data: at(-5 * HOUR), expected: '5 hours ago' },
  { template: '{t|relative-time context:begin-sentence}', data: at(-DAY), expected: 'Yesterday' },
  { template: '{t|relative-time field:nope width:huge}', data: at(-5 * HOUR), expected: '5 hours ago' },
];

const locales: Case[] = [
  { template: '{t|relative-time}', data: at(-5 * HOUR), locale: 'de-DE', expected: 'vor 5 Stunden' },
  { template: '{t|relative-time}', data: at(3 * DAY), locale: 'fr-FR', expected: 'dans 3 jours' },
  { template: '{t|relative-time}', data: at(-DAY), locale: 'ja-JP', expected: '昨日' },
  { template: '{t|relative-time}', data: at(-DAY), locale: 'en-GB', expected: 'yesterday' },
  { template: '{t|relative-time}', data: at(3 * DAY), locale: 'ru-RU', expected: 'через 3 дня' },
  {
    template: '{t|relative-time field:hour maxfrac:1}',
    data: at(-25.5 * HOUR),
    locale: 'de-DE',
    expected: 'vor 25,5 Stunden',
  },
];

const oddInputs: Case[] = [
  { template: '[{t|relative-time}]', data: {}, expected: '[]' },
  { template: '[{t|relative-time}]', data: { t: 'abc' }, expected: '[]' },
  { template: '[{t|relative-time}]', data: { t: Number.NaN }, expected: '[]' },
  { template: '[{a, b|relative-time}]', data: { a: NOW, b: 'x' }, expected: '[]' },
  { template: '[{t|relative-time}]', data: at(-5 * HOUR), locale: 'not a locale!', expected: '[]' },
  { template: '{t|relative-time}', data: { t: -8e15 }, expected: '253,722 years ago' },
];

describe('relative-time', () => {
  describe('phrases', () => runCases(phrases));
  describe('options', () => runCases(options));
  describe('locales', () => runCases(locales));
  describe('odd inputs', () => runCases(oddInputs));
});
