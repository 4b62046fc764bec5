import type { Plugins } from '@tessera/template';
import { blockFormatter } from './block-formatter.js';
import { imageTagFormatter, responsiveImageFormatter } from './images/image-formatters.js';
import { islandFormatters } from './islands.js';
import { structuredDataFormatter } from './structured-data/structured-data.js';

/**
 * The platform's formatters on top of the engine's built-ins: islands, blocks, images and the
 * page's JSON-LD. One
 * frozen object, so the engine links each template once for it.
 */
export const PLATFORM_PLUGINS: Plugins = Object.freeze({
  formatters: Object.freeze({
    ...islandFormatters,
    block: blockFormatter,
    'image-tag': imageTagFormatter,
    'responsive-image': responsiveImageFormatter,
    'structured-data': structuredDataFormatter,
  }),
});
