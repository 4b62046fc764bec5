import { asString } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `AbsUrl`: the context key `base-url`, a slash, then the input. */
export const absUrl = valueFormatter(
  (value, _args, ctx) => `${asString(ctx.resolve('base-url'))}/${asString(value)}`,
);
