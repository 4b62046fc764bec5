import { asString, isObject } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { altText } from './alt-text.js';
import { imageMetaAttributes } from './image-meta.js';

/**
 * `image [CLASS]`: a lazily loaded image — a `<noscript>` fallback `img`, then an `img` with
 * CLASS (default `thumb-image`), the meta attributes, `data-load="false"`, `data-image-id` and
 * `data-type="image"`. The alt text is escaped once (Appendix B #29). Not an image → `""`.
 */
export const image = valueFormatter((value, args, ctx) => {
  if (!isObject(value)) return '';
  const src = escapeAttr(asString(at(value, 'assetUrl')));
  const alt = escapeAttr(altText(value, ctx));
  const className = escapeAttr(args[0] ?? 'thumb-image');
  const id = escapeAttr(asString(at(value, 'id')));
  return (
    `<noscript><img src="${src}" alt="${alt}"></noscript>` +
    `<img class="${className}" ${imageMetaAttributes(value, ctx)}data-load="false" data-image-id="${id}" data-type="image">`
  );
});
