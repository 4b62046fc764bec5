import { pickImageWidth } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { asNumber, asString } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Spec (platform §5): "originalSize must be WxH, else 'Invalid source parameter. Pass in originalSize'". */
export const INVALID_SIZE = 'Invalid source parameter. Pass in originalSize';

/** Parses `"WIDTHxHEIGHT"`; undefined when malformed or a side is zero. */
export function parseSize(value: Value): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(asString(value).trim());
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export const width = valueFormatter((value) => parseSize(value)?.width ?? MISSING);
export const height = valueFormatter((value) => parseSize(value)?.height ?? MISSING);

/** `resizedHeightForWidth W`: integer part of H × W / width. */
export const resizedHeightForWidth = valueFormatter((value, args) => {
  const size = parseSize(value);
  return size ? Math.trunc(size.height * (asNumber(args[0] ?? '') / size.width)) : INVALID_SIZE;
});

/** `resizedWidthForHeight H`: integer part of W × H / height. */
export const resizedWidthForHeight = valueFormatter((value, args) => {
  const size = parseSize(value);
  return size ? Math.trunc(size.width * (asNumber(args[0] ?? '') / size.height)) : INVALID_SIZE;
});

/** `squarespaceThumbnailForWidth W`: the width label for W (platform spec §9 picker); the input is ignored. */
export const squarespaceThumbnailForWidth = valueFormatter((_value, args) =>
  pickImageWidth(asNumber(args[0] ?? '')),
);

/** `squarespaceThumbnailForHeight H`: the width for height H, then its label. */
export const squarespaceThumbnailForHeight = valueFormatter((value, args) => {
  const size = parseSize(value);
  if (!size) return INVALID_SIZE;
  return pickImageWidth(Math.trunc(size.width * (asNumber(args[0] ?? '') / size.height)));
});
