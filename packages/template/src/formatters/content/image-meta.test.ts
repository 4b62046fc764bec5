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

renderCases('image-meta, child-image-meta, cover-image-meta (alt text rules)', [
  { data: { img }, template: '{img|image-meta}', expected: meta('Sunset &quot;over&quot; &lt;sea&gt;') },
  // In an image block (block type 5) the alt text is the trimmed altText, even when empty.
  { data: { img, blockType: 5 }, template: '{img|image-meta}', expected: meta('Waves at dusk') },
  { data: { img: { ...img, altText: '' }, blockType: 5 }, template: '{img|image-meta}', expected: meta('') },
  {
    data: { img: { ...img, title: '', body: '<p>Hello</p><p>there</p>' } },
    template: '{img|image-meta}',
    expected: meta(' Hello  there'.trim()),
  },
  {
    data: { img: { ...img, title: '', body: `<p>${'y'.repeat(300)}</p>` } },
    template: '{img|image-meta}',
    expected: meta('y'.repeat(250)),
  },
  {
    data: { img: { ...img, title: 't'.repeat(260) } },
    template: '{img|image-meta}',
    expected: meta('t'.repeat(250)),
  },
  { data: { img: { ...img, title: '', body: '' } }, template: '{img|image-meta}', expected: meta('a.jpg') },
  {
    data: {
      img: { ...img, title: 'T', licensedAssetPreview: {}, componentKey: 'k"1', mediaFocalPoint: undefined },
    },
    template: '{img|image-meta}',
    expected: meta('T', 'data-licensed-asset-preview="true" data-component-key="k&quot;1" ').replace(
      '0.3,0.7',
      '0.5,0.5',
    ),
  },
  { data: {}, template: '[{zz|image-meta}]', expected: '[]' },
  {
    data: {
      g: {
        items: [
          { ...img, title: 'A' },
          { ...img, title: 'B' },
        ],
      },
    },
    template: '{g|child-image-meta}|{g|child-image-meta 1}|{g|child-image-meta 5}',
    expected: `${meta('A')}|${meta('B')}|`,
  },
  {
    data: { p: { coverImage: { ...img, title: 'C' } } },
    template: '{p|cover-image-meta}',
    expected: meta('C'),
  },
]);
