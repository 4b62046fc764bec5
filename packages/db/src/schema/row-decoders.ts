import { rowDecoder } from './columns.js';
import type { ProductRow, ProductVariantRow } from './catalog.js';
import type { BlockRow, ItemRow } from './content.js';

/**
 * One decoder per row kind that more than one query file reads (JSON columns parsed, flags made
 * booleans), so every query returns the same shape of an item, a product, a variant or a block.
 */
export const decodeItem = rowDecoder<ItemRow>(['body', 'location', 'tags', 'categories'], []);
export const decodeProduct = rowDecoder<ProductRow>(
  ['variant_option_ordering', 'images', 'subscription_plan', 'merchandising'],
  ['use_custom_add_button_text'],
);
export const decodeVariant = rowDecoder<ProductVariantRow>(['attributes'], ['on_sale', 'unlimited']);
export const decodeBlock = rowDecoder<BlockRow>(['config'], []);
