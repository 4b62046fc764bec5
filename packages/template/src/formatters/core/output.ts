import { valueFormatter } from './value-formatter.js';

/** `output A B …`: the arguments joined by single spaces replace the input. */
export const output = valueFormatter((_value, args) => args.join(' '));
