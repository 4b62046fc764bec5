import { describe } from 'vitest';
import type { Case } from './testing/run-cases.js';
import { MAY_12_2013_9PM as T, runCases } from './testing/run-cases.js';

const COMMENTS = '{who} left {0 plural =0 {no comments} one {one comment} other {# comments}}';
const msg = (pattern: string, data: Record<string, unknown> = {}) => ({ msg: pattern, ...data });

const reference: Case[] = [
  {
    template: '{msg|message c who=u.nick}',
    data: msg(COMMENTS, { c: 12, u: { nick: 'kit' } }),
    expected: 'kit left 12 comments',
  },
  {
    template: '{msg|message c who=u.nick}',
    data: msg(COMMENTS, { c: 0, u: { nick: 'kit' } }),
    expected: 'kit left no comments',
  },
  {
    template: '{msg|message c who=u.nick}',
    data: msg(COMMENTS, { c: 1, u: { nick: 'kit' } }),
    expected: 'kit left one comment',
  },
  // `plural` is the deprecated alias.
  {
    template: '{msg|plural c who=u.nick}',
    data: msg(COMMENTS, { c: 2, u: { nick: 'kit' } }),
    expected: 'kit left 2 comments',
  },
  // Arguments resolve from the enclosing scope, so `@` is the repeated item (reference §7.3).
  {
    template: '{.repeated section items}{msgs.line|message @index @}{.end}',
    data: { msgs: { line: '{0}:{1} ' }, items: ['a', 'b'] },
    expected: '1:a 2:b ',
  },
];

const syntax: Case[] = [
  { template: '{msg|message c}', data: msg('{ 0 } items', { c: 3 }), expected: '3 items' },
  {
    template: '{msg|message c}',
    data: msg('{0, plural, one {# item} other {# items}}', { c: 1 }),
    expected: '1 item',
  },
  // Exact decimals: "1.0" selects other in English.
  {
    template: '{msg|message c}',
    data: msg('{0, plural, one {# item} other {# items}}', { c: '1.0' }),
    expected: '1.0 items',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 selectordinal one {#st} two {#nd} few {#rd} other {#th}}', { c: 23 }),
    expected: '23rd',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 selectordinal one {#st} two {#nd} few {#rd} other {#th}}', { c: 11 }),
    expected: '11th',
  },
  {
    template: '{msg|message c}',
    data: msg(
      '{0 plural offset:1 =0 {nobody} =1 {just you} one {you and # other} other {you and # others}}',
      { c: 3 },
    ),
    expected: 'you and 2 others',
  },
  {
    template: '{msg|message c}',
    data: msg(
      '{0 plural offset:1 =0 {nobody} =1 {just you} one {you and # other} other {you and # others}}',
      { c: 1 },
    ),
    expected: 'just you',
  },
  {
    template: '{msg|message g}',
    data: msg('{0 select female {her} male {his} other {their}} book', { g: 'female' }),
    expected: 'her book',
  },
  {
    template: '{msg|message g}',
    data: msg('{0 select female {her} male {his} other {their}} book', { g: 'x' }),
    expected: 'their book',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {{0 select a {A} other {B}}} other {many}}', { c: 1 }),
    expected: 'B',
  },
  // Apostrophe quoting as in ICU.
  { template: '{msg|message c}', data: msg("'{0}' it's {0}", { c: 5 }), expected: '{0} its {0}' },
  { template: '{msg|message c}', data: msg("it''s {0}", { c: 5 }), expected: "it's 5" },
  // Named arguments are also positional; unknown names and indexes print nothing.
  { template: '{msg|message x=c}', data: msg('{x} / {0} / {1} / {y}', { c: 5 }), expected: '5 / 5 /  / ' },
  { template: '{msg|message x:c}', data: msg('{x}', { c: 5 }), expected: '5' },
  {
    template: '{msg|message a b c}',
    data: msg('[{0}] [{1}] [{2}]', { a: true, b: null }),
    expected: '[true] [] []',
  },
  { template: '{msg|message o}', data: msg('[{0}]', { o: { a: 1 } }), expected: '[]' },
  // Unknown formatter names inside the pattern produce empty text.
  { template: '{msg|message c}', data: msg('{0 foo} x', { c: 5 }), expected: ' x' },
];

const formatters: Case[] = [
  {
    template: '{msg|message n}',
    data: msg('{0 decimal maxfrac:1}', { n: 12345.6789 }),
    expected: '12,345.7',
  },
  {
    template: '{msg|message n}',
    data: msg('{0 number}', { n: 12345.6789 }),
    locale: 'de-DE',
    expected: '12.345,679',
  },
  {
    template: '{msg|message m}',
    data: msg('Total: {0 money}', { m: { value: '1250', currency: 'USD' } }),
    expected: 'Total: $12.50',
  },
  {
    template: '{msg|message m}',
    data: msg('Total: {0 currency style:code}', { m: { decimalValue: '12.5', currencyCode: 'EUR' } }),
    locale: 'de-DE',
    expected: 'Total: 12,50 EUR',
  },
  {
    template: '{msg|message t}',
    data: msg('On {0 datetime date:long}', { t: T }),
    expected: 'On May 12, 2013',
  },
  {
    template: '{msg|message t}',
    data: msg('{0 datetime Hm}', { t: T, website: { timeZone: 'Europe/Paris' } }),
    expected: '03:00',
  },
  {
    template: '{msg|message a b}',
    data: msg('{0;1 datetime-interval yMMMd}', { a: T, b: 1371800000000 }),
    expected: 'May 12 – Jun 21, 2013',
  },
  {
    template: '{msg|message c d}',
    data: msg('[{0 decimal}] [{1 money}]', { c: 'x', d: 5 }),
    expected: '[] []',
  },
];

const locales: Case[] = [
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {# Datei} other {# Dateien}}', { c: 1 }),
    locale: 'de-DE',
    expected: '1 Datei',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {# fichier} other {# fichiers}}', { c: 1.5 }),
    locale: 'fr-FR',
    expected: '1.5 fichier',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {один} few {несколько} many {много} other {другое}}', { c: 5 }),
    locale: 'ru-RU',
    expected: 'много',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {один} few {несколько} many {много} other {другое}}', { c: 22 }),
    locale: 'ru-RU',
    expected: 'несколько',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural other {# 件}}', { c: 5 }),
    locale: 'ja-JP',
    expected: '5 件',
  },
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {# thing} other {# things}}', { c: 1 }),
    locale: 'en-GB',
    expected: '1 thing',
  },
];

const oddInputs: Case[] = [
  { template: '[{msg|message}]', data: msg(''), expected: '[]' },
  { template: '[{msg|message}]', data: {}, expected: '[]' },
  { template: '{msg|message}', data: msg(42 as unknown as string), expected: '42' },
  { template: '[{msg|message c}]', data: msg('{0}', { c: 1 }), locale: 'not a locale!', expected: '[]' },
  // An unterminated argument leaves the pattern as text.
  {
    template: '{msg|message c}',
    data: msg('{0 plural one {# item} other {# items}', { c: 2 }),
    expected: '{0 plural one {# item} other {# items}',
  },
];

describe('message', () => {
  describe('reference examples', () => runCases(reference));
  describe('pattern syntax', () => runCases(syntax));
  describe('argument formatters', () => runCases(formatters));
  describe('plural rules of other locales', () => runCases(locales));
  describe('odd inputs', () => runCases(oddInputs));
});
