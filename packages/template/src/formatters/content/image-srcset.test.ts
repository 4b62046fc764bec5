import { renderCases } from '../core/testing/render-cases.js';

renderCases('image-srcset', [
  {
    data: { img: { assetUrl: 'https://cdn/x.jpg', systemDataVariants: '100w,300w,500w,1024x768' } },
    template: '<img{img|image-srcset}>',
    expected:
      '<img srcset="https://cdn/x.jpg?format=100w 100w,https://cdn/x.jpg?format=300w 300w,https://cdn/x.jpg?format=500w 500w,https://cdn/x.jpg?format=original 750w">',
  },
  {
    data: { img: { assetUrl: 'u', systemDataVariants: '1500w,2500w' } },
    template: '{img|image-srcset}',
    expected: ' srcset="u?format=1500w 1500w,u?format=2500w 2500w"',
  },
  {
    data: { img: { assetUrl: 'u', systemDataVariants: '100w,640w' } },
    template: '{img|image-srcset}',
    expected: ' srcset="u?format=100w 100w,u?format=640w 640w"',
  },
  {
    data: { img: { assetUrl: 'u', systemDataVariants: '' } },
    template: '[{img|image-srcset}]',
    expected: '[]',
  },
  { data: {}, template: '[{zz|image-srcset}]', expected: '[]' },
]);
