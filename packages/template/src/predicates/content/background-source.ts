import { BACKGROUND_SOURCES } from '@tessera/core';
import type { PredicateTable } from '../../plugins.js';
import { nodeEquals } from './node-predicate.js';

/** Background sources (platform spec §3) by predicate word; −1 is "undefined". */
const SOURCES: ReadonlyArray<readonly [string, number]> = [
  ['undefined', -1],
  ['upload', BACKGROUND_SOURCES.UPLOAD],
  ['instagram', BACKGROUND_SOURCES.INSTAGRAM],
  ['video', BACKGROUND_SOURCES.VIDEO],
  ['none', BACKGROUND_SOURCES.NONE],
];

/** `background-source-<name>?`: the node's `backgroundSource` is that code. */
export const backgroundSourcePredicates: PredicateTable = Object.fromEntries(
  SOURCES.map(([name, code]) => [`background-source-${name}?`, nodeEquals('backgroundSource', code)]),
);
