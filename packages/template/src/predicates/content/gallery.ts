import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { PredicateTable } from '../../plugins.js';
import { asBoolean, isTruthy } from '../../values.js';
import { resolved } from './node-predicate.js';

/** Boolean gallery options with a predicate (platform spec §5). */
const SWITCHES = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
];

function optionIs(option: string, words: readonly string[], prefix: string): PredicateTable {
  return Object.fromEntries(
    words.map((word) => [`${prefix}-${word}?`, resolved(`options.${option}`, (value) => value === word)]),
  );
}

/** Every gallery predicate of reference §10.2, built from the option tables above. */
export const galleryPredicates: PredicateTable = {
  'gallery-meta?': {
    apply: (_args, ctx) =>
      isTruthy(ctx.resolve('options.controls')) || isTruthy(ctx.resolve('options.indicators')),
  },
  ...optionIs('design', GALLERY_DESIGNS, 'gallery-design'),
  ...optionIs('meta-position', GALLERY_META_POSITIONS, 'gallery-meta-position'),
  ...optionIs('active-alignment', GALLERY_ACTIVE_ALIGNMENTS, 'gallery-active-alignment'),
  ...Object.fromEntries(
    SWITCHES.map((name) => [
      `gallery-${name}?`,
      resolved(`options.${name}`, (value) => value !== MISSING && asBoolean(value)),
    ]),
  ),
};
