import type { NumberOptions } from './number-options.js';
import { parseNumberOptions } from './number-options.js';

/**
 * Parsed options per formatter argument list. A compiled template hands the same argument array
 * to every call of a tag, so parsing happens once per tag rather than once per render.
 */
const parsedNumberOptions = new WeakMap<readonly string[], NumberOptions>();

/** Number options (§11.4) of a formatter's argument words, parsed once per argument array. */
export function numberOptionsOf(args: readonly string[]): NumberOptions {
  let options = parsedNumberOptions.get(args);
  if (options === undefined) {
    options = parseNumberOptions(args);
    parsedNumberOptions.set(args, options);
  }
  return options;
}
