import type { PluginContext, Value } from '../../plugins.js';
import { asNumber, asString, emit, isObject } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at, child } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { altText } from './alt-text.js';

function attribute(name: string, value: string): string {
  return `${name}="${escapeAttr(value)}" `;
}

/** `x,y` of `mediaFocalPoint`, each 0.5 when absent. */
export function focalPoint(image: Value): string {
  const point = at(image, 'mediaFocalPoint');
  const coordinate = (key: string) => {
    const value = at(point, key);
    return typeof value === 'number' || typeof value === 'string' ? emit(value) : '0.5';
  };
  return `${coordinate('x')},${coordinate('y')}`;
}

/**
 * The image meta attributes (reference §8.2): `name="value" ` pairs, each followed by one space,
 * every value attribute-escaped. Anything but an image object gives `""`.
 */
export function imageMetaAttributes(image: Value, ctx: PluginContext): string {
  if (!isObject(image)) return '';
  const assetUrl = asString(at(image, 'assetUrl'));
  return [
    isObject(at(image, 'licensedAssetPreview')) ? attribute('data-licensed-asset-preview', 'true') : '',
    Object.hasOwn(image, 'componentKey')
      ? attribute('data-component-key', asString(at(image, 'componentKey')))
      : '',
    attribute('data-src', assetUrl),
    attribute('data-image', assetUrl),
    attribute('data-image-dimensions', asString(at(image, 'originalSize'))),
    attribute('data-image-focal-point', focalPoint(image)),
    attribute('alt', altText(image, ctx)),
  ].join('');
}

/** `image-meta`: the meta attributes of the input image. */
export const imageMeta = valueFormatter((value, _args, ctx) => imageMetaAttributes(value, ctx));

/** `child-image-meta [INDEX]`: the meta attributes of `items[INDEX]` (default 0). */
export const childImageMeta = valueFormatter((value, args, ctx) => {
  const index = Math.trunc(asNumber(args[0] ?? '0'));
  return imageMetaAttributes(child(at(value, 'items'), index), ctx);
});

/** `cover-image-meta`: the meta attributes of `coverImage`. */
export const coverImageMeta = valueFormatter((value, _args, ctx) =>
  imageMetaAttributes(at(value, 'coverImage'), ctx),
);
