import type { Value } from '../../plugins.js';
import { asString } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `variant-descriptor`: a variant's option values joined by ` / ` (`M / Red`). */
export const variantDescriptor = valueFormatter((value) => {
  const options = at(value, 'optionValues');
  if (!Array.isArray(options)) return '';
  return (options as readonly Value[]).map((option) => asString(at(option, 'value'))).join(' / ');
});
