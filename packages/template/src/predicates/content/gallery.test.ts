import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, options: unknown, expected: 'Y' | 'N') => ({
  data: { options, item: { x: 1 } },
  template: `{.section item}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('gallery predicates', [
  test('gallery-meta?', { controls: true }, 'Y'),
  test('gallery-meta?', { indicators: 1 }, 'Y'),
  test('gallery-meta?', { controls: false, indicators: 0 }, 'N'),
  ...['grid', 'slideshow', 'slider', 'stacked'].map((d) => test(`gallery-design-${d}?`, { design: d }, 'Y')),
  test('gallery-design-grid?', { design: 'slider' }, 'N'),
  ...['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'].map((p) =>
    test(`gallery-meta-position-${p}?`, { 'meta-position': p }, 'Y'),
  ),
  test('gallery-meta-position-top?', { 'meta-position': 'top-left' }, 'N'),
  ...['center', 'left', 'right'].map((a) =>
    test(`gallery-active-alignment-${a}?`, { 'active-alignment': a }, 'Y'),
  ),
  test('gallery-active-alignment-left?', { 'active-alignment': 'right' }, 'N'),
  ...[
    'autoplay',
    'auto-crop',
    'controls',
    'lightbox',
    'square-thumbs',
    'show-meta',
    'show-meta-on-hover',
    'thumbnails',
  ].flatMap((name) => [
    test(`gallery-${name}?`, { [name]: true }, 'Y'),
    test(`gallery-${name}?`, { [name]: 'true' }, 'Y'),
    test(`gallery-${name}?`, { [name]: 1 }, 'Y'),
    test(`gallery-${name}?`, { [name]: 'yes' }, 'N'),
    test(`gallery-${name}?`, { [name]: false }, 'N'),
    test(`gallery-${name}?`, {}, 'N'),
  ]),
]);
