import type { Predicate } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';

/** Slice type codes by name (reference §10.4). */
const SLICE_TYPES: Readonly<Record<string, number>> = {
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
  undefined: -1,
};

/** `current-type? NAME`: the node's `currentType` is the code of slice type NAME. */
export const currentType: Predicate = {
  apply(args, ctx) {
    const name = args[0];
    if (name === undefined || !Object.hasOwn(SLICE_TYPES, name)) return false;
    return at(ctx.node(), 'currentType') === SLICE_TYPES[name];
  },
};
