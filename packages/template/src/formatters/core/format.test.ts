import { describe, expect, it } from 'vitest';
import { fillPattern } from './format.js';
import { renderCases } from './testing/render-cases.js';

renderCases('format', [
  {
    data: { p: 'Hi {0}, you are {1}!', name: 'Ann', age: 30 },
    template: '{p|format name age}',
    expected: 'Hi Ann, you are 30!',
  },
  { data: { p: '{1}-{0}-{1}', a: 'A', b: 'B' }, template: '{p|format a b}', expected: 'B-A-B' },
  { data: { p: '[{0}][{2}][{x}][{ 0 }]', a: 'A' }, template: '{p|format a}', expected: '[A][][][]' },
  { data: { p: 'ab{0', a: 'A' }, template: '{p|format a}', expected: 'ab' },
  { data: { p: '{0}{1}{2}', o: { x: 1 } }, template: '{p|format zz o}', expected: '' },
  {
    // References resolve from the enclosing scope: `@` is the item, not the pattern.
    data: { p: '#{0}: {1}', items: ['x', 'y'] },
    template: '{.repeated section items}{p|format @index @} {.end}',
    expected: '#1: x #2: y ',
  },
]);

describe('fillPattern', () => {
  it('copies text without placeholders', () => {
    expect(fillPattern('plain } text', ['a'])).toBe('plain } text');
  });
});
