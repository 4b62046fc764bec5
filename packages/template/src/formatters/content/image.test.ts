import { renderCases } from '../core/testing/render-cases.js';

const img = {
  id: 'img1',
  assetUrl: 'https://cdn.example/a.jpg',
  originalSize: '1200x800',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
  title: 'Sunset "over" <sea>',
  altText: '  Waves at dusk  ',
  filename: 'a.jpg',
};
const meta = (alt: string, extra = '') =>
  `${extra}data-src="https://cdn.example/a.jpg" data-image="https://cdn.example/a.jpg" data-image-dimensions="1200x800" data-image-focal-point="0.3,0.7" alt="${alt}" `;

renderCases('image', [
  {
    data: { img: { ...img, title: 'T' } },
    template: '{img|image}',
    expected:
      '<noscript><img src="https://cdn.example/a.jpg" alt="T"></noscript>' +
      `<img class="thumb-image" ${meta('T')}data-load="false" data-image-id="img1" data-type="image">`,
  },
  {
    data: { img },
    template: '{img|image my-img}',
    expected:
      '<noscript><img src="https://cdn.example/a.jpg" alt="Sunset &quot;over&quot; &lt;sea&gt;"></noscript>' +
      `<img class="my-img" ${meta('Sunset &quot;over&quot; &lt;sea&gt;')}data-load="false" data-image-id="img1" data-type="image">`,
  },
  { data: {}, template: '[{zz|image}]', expected: '[]' },
]);
