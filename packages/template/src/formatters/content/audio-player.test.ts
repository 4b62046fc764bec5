import { renderCases } from '../core/testing/render-cases.js';

renderCases('audio-player', [
  {
    data: { item: { id: 'a1', structuredContent: { audioAssetUrl: 'https://cdn/s.mp3?a=1&b=2' } } },
    template: '{item|audio-player}',
    expected:
      '<div class="ts-audio-player" id="audio-player-a1" data-audio-url="https://cdn/s.mp3?a=1&amp;b=2" data-item-id="a1">' +
      '<audio class="ts-audio-player__audio" controls preload="none" src="https://cdn/s.mp3?a=1&amp;b=2"></audio></div>',
  },
  {
    data: {},
    template: '{zz|audio-player}',
    expected:
      '<div class="ts-audio-player" id="audio-player-" data-audio-url="" data-item-id="">' +
      '<audio class="ts-audio-player__audio" controls preload="none" src=""></audio></div>',
  },
]);
