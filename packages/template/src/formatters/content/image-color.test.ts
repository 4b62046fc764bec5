import { renderCases } from '../core/testing/render-cases.js';

const colorData = {
  topLeftAverage: 'aa0000',
  topRightAverage: '00bb00',
  bottomLeftAverage: '0000cc',
  bottomRightAverage: 'dddddd',
  centerAverage: '123456',
};

renderCases('image-color', [
  {
    data: { img: { colorData } },
    template: '{img|image-color}',
    expected:
      'data-color-topLeft="#aa0000" data-color-topRight="#00bb00" data-color-bottomLeft="#0000cc" data-color-bottomRight="#dddddd" data-color-center="#123456" ',
  },
  { data: { img: { colorData } }, template: '{img|image-color center}', expected: '#123456' },
  {
    data: { img: { colorData } },
    template: '{img|image-color topLeft background-color}',
    expected: 'background-color: #aa0000',
  },
  { data: { img: { colorData } }, template: '{img|image-color middle}', expected: '"middle" not found.' },
  { data: { img: {} }, template: '[{img|image-color}]', expected: '[]' },
]);
