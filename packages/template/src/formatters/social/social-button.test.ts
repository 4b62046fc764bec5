import { renderCases } from '../core/testing/render-cases.js';

const item = {
  id: 'p1',
  systemDataId: 'sd1',
  assetUrl: '/img/a.jpg',
  recordType: 1,
  fullUrl: '/blog/hi',
  title: 'Hi "there"',
};
const site = { 'base-url': 'https://ex.com' };
const dataAttrs =
  'data-image-id="sd1" data-asset-url="/img/a.jpg" data-record-type="1" data-full-url="/blog/hi" data-title="Hi &quot;there&quot;"';

renderCases('social-button, social-button-inline', [
  {
    data: {
      ...site,
      item,
      website: { shareButtonOptions: { facebook: true, twitter: false, pinterest: true, myspace: true } },
    },
    template: '{item|social-button}',
    expected:
      `<div class="ts-share-buttons ts-share-buttons--block" role="group" aria-label="Share" ${dataAttrs}>` +
      '<a class="ts-share-buttons__link ts-share-buttons__link--facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fex.com%2Fblog%2Fhi" target="_blank" rel="noopener noreferrer" aria-label="Share on Facebook">Facebook</a>' +
      '<a class="ts-share-buttons__link ts-share-buttons__link--pinterest" href="https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fex.com%2Fblog%2Fhi&amp;media=https%3A%2F%2Fex.com%2Fimg%2Fa.jpg&amp;description=Hi%20%22there%22" target="_blank" rel="noopener noreferrer" aria-label="Share on Pinterest">Pinterest</a>' +
      '</div>',
  },
  {
    data: {
      ...site,
      item: {
        ...item,
        systemDataId: '',
        mainImageId: 'm1',
        assetUrl: '',
        mainImage: { assetUrl: 'https://cdn/b.jpg' },
      },
      website: { shareButtonOptions: ['LinkedIn'] },
    },
    template: '{item|social-button-inline}',
    expected:
      '<span class="ts-share-buttons ts-share-buttons--inline" role="group" aria-label="Share" data-image-id="m1" data-asset-url="https://cdn/b.jpg" data-record-type="1" data-full-url="/blog/hi" data-title="Hi &quot;there&quot;">' +
      '<a class="ts-share-buttons__link ts-share-buttons__link--linkedin" href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fex.com%2Fblog%2Fhi" target="_blank" rel="noopener noreferrer" aria-label="Share on LinkedIn">LinkedIn</a></span>',
  },
  { data: { item, website: {} }, template: '[{item|social-button}]', expected: '[]' },
  {
    data: { item, website: { shareButtonOptions: {} } },
    template: '[{item|social-button-inline}]',
    expected: '[]',
  },
]);
