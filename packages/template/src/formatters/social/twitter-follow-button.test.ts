import { renderCases } from '../core/testing/render-cases.js';

renderCases('twitter-follow-button', [
  {
    data: { a: { userName: 'tessera' } },
    template: '{a|twitter-follow-button}',
    expected:
      '<a class="ts-follow-button" href="https://twitter.com/tessera" data-username="tessera" target="_blank" rel="noopener noreferrer">Follow @tessera</a>',
  },
  {
    data: { a: { profileUrl: 'https://twitter.com/some_one/' } },
    template: '{a|twitter-follow-button}',
    expected:
      '<a class="ts-follow-button" href="https://twitter.com/some_one" data-username="some_one" target="_blank" rel="noopener noreferrer">Follow @some_one</a>',
  },
  {
    data: { a: { userName: '<x>' } },
    template: '{a|twitter-follow-button}',
    expected:
      '<a class="ts-follow-button" href="https://twitter.com/%3Cx%3E" data-username="&lt;x&gt;" target="_blank" rel="noopener noreferrer">Follow @&lt;x&gt;</a>',
  },
  { data: { a: {} }, template: '[{a|twitter-follow-button}]', expected: '[]' },
]);
