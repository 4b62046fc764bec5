import type { Formatter, PluginContext, Value } from '../../plugins.js';
import { asString, emit, isTruthy } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { enabledServices, shareLinks } from './share-links.js';

function absolute(url: string, ctx: PluginContext): string {
  return url.startsWith('/') ? `${asString(ctx.resolve('base-url'))}${url}` : url;
}

function shareButtons(item: Value, ctx: PluginContext, inline: boolean): string {
  const options = ctx.resolve('website.shareButtonOptions');
  if (!isTruthy(options)) return '';
  const imageId = asString(at(item, 'systemDataId')) || asString(at(item, 'mainImageId'));
  const assetUrl = asString(at(item, 'assetUrl')) || asString(at(item, 'mainImage.assetUrl'));
  const fullUrl = asString(at(item, 'fullUrl'));
  const title = asString(at(item, 'title'));
  const page = { url: absolute(fullUrl, ctx), title, imageUrl: absolute(assetUrl, ctx) };
  const tag = inline ? 'span' : 'div';
  const modifier = inline ? 'ts-share-buttons--inline' : 'ts-share-buttons--block';
  return (
    `<${tag} class="ts-share-buttons ${modifier}" role="group" aria-label="Share"` +
    ` data-image-id="${escapeAttr(imageId)}" data-asset-url="${escapeAttr(assetUrl)}"` +
    ` data-record-type="${escapeAttr(emit(at(item, 'recordType')))}" data-full-url="${escapeAttr(fullUrl)}"` +
    ` data-title="${escapeAttr(title)}">${shareLinks(enabledServices(options), page)}</${tag}>`
  );
}

/**
 * `social-button`: the share buttons of an item as plain links (they work without scripts),
 * in a block carrying the item's data for the share island. `""` unless the website has
 * share button options.
 */
export const socialButton: Formatter = valueFormatter((value, _args, ctx) => shareButtons(value, ctx, false));

/** `social-button-inline`: the same, as an inline element. */
export const socialButtonInline: Formatter = valueFormatter((value, _args, ctx) =>
  shareButtons(value, ctx, true),
);
