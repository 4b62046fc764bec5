import { renderCases } from '../core/testing/render-cases.js';

const oembed = { html: '<iframe src="https://v.example/1"></iframe>', providerName: 'Vid & Co' };
const wrapper = (inner: string, load = '') =>
  `<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;https://v.example/1&quot;&gt;&lt;/iframe&gt;" data-provider-name="Vid &amp; Co"${load}>${inner}</div>`;
const icons =
  '<div class="sqs-video-opaque"></div><div class="sqs-video-icon" aria-hidden="true"></div></div>';
const colorData = {
  topLeftAverage: '111111',
  topRightAverage: '222222',
  bottomLeftAverage: '333333',
  bottomRightAverage: '444444',
  centerAverage: '555555',
};

renderCases('video', [
  { data: { v: { oembed } }, template: '{v|video}', expected: wrapper('') },
  { data: { v: { oembed } }, template: '{v|video load-false}', expected: wrapper('', ' data-load="false"') },
  {
    data: { v: { oembed, overlay: true } },
    template: '{v|video}',
    expected: wrapper(`<div class="sqs-video-overlay no-thumb">${icons}`),
  },
  {
    data: {
      v: {
        oembed,
        overlay: true,
        mainImageId: 'm',
        assetUrl: 'https://cdn/t.jpg',
        originalSize: '640x360',
        colorData,
      },
    },
    template: '{v|video load-false color-data}',
    expected: wrapper(
      '<div class="sqs-video-overlay"><img data-load="false" data-src="https://cdn/t.jpg" data-image-dimensions="640x360" data-image-focal-point="0.5,0.5"' +
        ' data-color-topleft="#111111" data-color-topright="#222222" data-color-bottomleft="#333333" data-color-bottomright="#444444" data-color-center="#555555" alt="">' +
        icons,
      ' data-load="false"',
    ),
  },
]);
