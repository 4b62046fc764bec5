import type { Value } from '../../plugins.js';
import { asString, isTruthy } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { averageColor, COLOR_POSITIONS } from './image-color.js';
import { focalPoint } from './image-meta.js';

function thumbnail(item: Value, withColors: boolean): string {
  const colorData = at(item, 'colorData');
  const colors = withColors
    ? COLOR_POSITIONS.map((p) => ` data-color-${p.toLowerCase()}="${averageColor(colorData, p)}"`).join('')
    : '';
  return (
    `<img data-load="false" data-src="${escapeAttr(asString(at(item, 'assetUrl')))}"` +
    ` data-image-dimensions="${escapeAttr(asString(at(item, 'originalSize')))}"` +
    ` data-image-focal-point="${escapeAttr(focalPoint(item))}"${colors} alt="">`
  );
}

function overlay(item: Value, withColors: boolean): string {
  const hasThumb = isTruthy(at(item, 'mainImageId')) || isTruthy(at(item, 'systemDataId'));
  const image = hasThumb ? thumbnail(item, withColors) : '';
  return (
    `<div class="sqs-video-overlay${hasThumb ? '' : ' no-thumb'}">${image}` +
    '<div class="sqs-video-opaque"></div><div class="sqs-video-icon" aria-hidden="true"></div></div>'
  );
}

/**
 * `video [load-false] [color-data]`: an embedded-video wrapper carrying the oEmbed markup
 * (attribute-escaped) for the front end to load, with an optional play overlay.
 */
export const video = valueFormatter((value, args) => {
  const html = escapeAttr(asString(at(value, 'oembed.html')));
  const provider = escapeAttr(asString(at(value, 'oembed.providerName')));
  const load = args.includes('load-false') ? ' data-load="false"' : '';
  const cover = isTruthy(at(value, 'overlay')) ? overlay(value, args.includes('color-data')) : '';
  return `<div class="sqs-video-wrapper" data-html="${html}" data-provider-name="${provider}"${load}>${cover}</div>`;
});
