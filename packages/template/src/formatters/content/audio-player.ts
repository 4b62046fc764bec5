import { asString } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/**
 * `audio-player`: the item's audio as a native `<audio>` player (it works before any script
 * runs) inside a wrapper whose id and data attributes let a browser island enhance it.
 * Never empty.
 */
export const audioPlayer = valueFormatter((value) => {
  const url = escapeAttr(asString(at(value, 'structuredContent.audioAssetUrl')));
  const id = escapeAttr(asString(at(value, 'id')));
  return (
    `<div class="ts-audio-player" id="audio-player-${id}" data-audio-url="${url}" data-item-id="${id}">` +
    `<audio class="ts-audio-player__audio" controls preload="none" src="${url}"></audio></div>`
  );
});
