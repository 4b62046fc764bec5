import type { Predicate, PredicateTable } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';
import { nodeEquals } from './node-predicate.js';

/** Record-type codes tested only by `recordType` (reference §10.2). */
const RECORD_TYPES: ReadonlyArray<readonly [string, number]> = [
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

/** Record types that a promoted block of the same kind also satisfies. */
const PROMOTABLE: ReadonlyArray<readonly [string, number, string]> = [
  ['image', 2, 'image'],
  ['quote', 4, 'quote'],
  ['link', 5, 'link'],
  ['video', 8, 'video'],
  ['gallery', 14, 'gallery'],
  ['external-video', 8, 'video'],
];

/** Promoted block types (platform spec §5). */
const PROMOTED = [
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

function recordOrPromoted(code: number, block: string): Predicate {
  return {
    apply(_args, ctx) {
      const node = ctx.node();
      return at(node, 'recordType') === code || at(node, 'promotedBlockType') === block;
    },
  };
}

/** The record-type, promoted-kind and `promotedXXX?` predicates. */
export const recordTypePredicates: PredicateTable = {
  ...Object.fromEntries(RECORD_TYPES.map(([name, code]) => [`${name}?`, nodeEquals('recordType', code)])),
  ...Object.fromEntries(PROMOTABLE.map(([name, code, block]) => [`${name}?`, recordOrPromoted(code, block)])),
  ...Object.fromEntries(
    PROMOTED.map((word) => [`promoted${word}?`, nodeEquals('promotedBlockType', word.toLowerCase())]),
  ),
};
