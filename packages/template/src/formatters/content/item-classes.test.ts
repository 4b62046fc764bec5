import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const post = {
  promotedBlockType: 'Image Block',
  categories: ['News & Events', 'Tips'],
  tags: ['How To'],
  author: { displayName: 'Ann Lee' },
  recordTypeLabel: 'text',
  starred: true,
};

renderCases('item-classes', [
  {
    data: { post },
    template: '{post|item-classes}',
    expected:
      'hentry promoted promoted-block-image-block category-news-events category-tips tag-how-to author-ann-lee post-type-text featured',
  },
  {
    data: { post: { recordTypeLabel: 'image' } },
    template: '{post|item-classes}',
    expected: 'hentry post-type-image',
  },
  { data: { post: { x: 1 } }, template: '{post|item-classes}', expected: 'hentry post-type-' },
  // An author with no display name adds no empty `author-` class.
  {
    data: { post: { author: { id: 'a1' }, recordTypeLabel: 'text' } },
    template: '{post|item-classes}',
    expected: 'hentry post-type-text',
  },
  {
    data: { post: { author: { displayName: '' }, recordTypeLabel: 'text' } },
    template: '{post|item-classes}',
    expected: 'hentry post-type-text',
  },
  {
    data: { items: [{ recordTypeLabel: 'text' }, { recordTypeLabel: 'text' }] },
    template: '{.repeated section items}{@|item-classes};{.end}',
    expected: 'hentry post-type-text article-index-1;hentry post-type-text article-index-2;',
  },
  {
    data: { item: { ...product(1, [variant({ onSale: true })]), recordTypeLabel: 'store-item' } },
    template: '{item|item-classes}',
    expected: 'hentry post-type-store-item on-sale sold-out',
  },
  {
    data: { item: { ...product(1, [variant({ qtyInStock: 3 })]), recordTypeLabel: 'store-item' } },
    template: '{item|item-classes}',
    expected: 'hentry post-type-store-item',
  },
  {
    data: { post: { recordTypeLabel: '"><x' } },
    template: '{post|item-classes}',
    expected: 'hentry post-type-&quot;&gt;&lt;x',
  },
]);
