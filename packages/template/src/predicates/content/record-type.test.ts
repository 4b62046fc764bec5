import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N') => ({
  data: { node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

const recordTypes: [string, number][] = [
  ['undefined', -1],
  ['text', 1],
  ['audio', 7],
  ['store-item', 11],
  ['event', 12],
  ['binary', 15],
  ['css-asset', 16],
  ['tweak-asset', 17],
  ['digital-good', 18],
  ['attachment', 19],
  ['wordpress-export', 20],
  ['json-export', 21],
  ['site-search', 30],
  ['active-time', 31],
  ['tweet', 50],
  ['checkin', 52],
  ['kbarticle', 54],
];
const promotable: [string, number, string][] = [
  ['image', 2, 'image'],
  ['quote', 4, 'quote'],
  ['link', 5, 'link'],
  ['video', 8, 'video'],
  ['gallery', 14, 'gallery'],
  ['external-video', 8, 'video'],
];
const promoted = [
  'MAP',
  'EMBED',
  'IMAGE',
  'CODE',
  'QUOTE',
  'TWITTER',
  'LINK',
  'VIDEO',
  'FOURSQUARE',
  'INSTAGRAM',
  'FORM',
];
renderCases('record type and promoted block predicates', [
  ...recordTypes.flatMap(([name, code]) => [
    test(`${name}?`, { recordType: code }, 'Y'),
    test(`${name}?`, { recordType: code + 100 }, 'N'),
  ]),
  ...promotable.flatMap(([name, code, block]) => [
    test(`${name}?`, { recordType: code }, 'Y'),
    test(`${name}?`, { recordType: 1, promotedBlockType: block }, 'Y'),
    test(`${name}?`, { recordType: 1, promotedBlockType: 'map' }, 'N'),
  ]),
  ...promoted.flatMap((word) => [
    test(`promoted${word}?`, { promotedBlockType: word.toLowerCase() }, 'Y'),
    test(`promoted${word}?`, { promotedBlockType: word }, 'N'),
  ]),
]);
