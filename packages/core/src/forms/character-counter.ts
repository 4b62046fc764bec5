import { characterLength } from './validate-field.js';

export interface CharacterCounter {
  /** 'count / max', e.g. '12 / 200'. */
  readonly text: string;
  /** True past the limit (the counter then takes its error style). */
  readonly overLimit: boolean;
}

/**
 * The live counter of a textarea with a maximum length.
 *
 * @example
 * characterCounter('hello', 3); // { text: '5 / 3', overLimit: true }
 */
export function characterCounter(text: string, maxLength: number): CharacterCounter {
  const count = characterLength(text);
  return { text: `${count} / ${maxLength}`, overLimit: count > maxLength };
}
