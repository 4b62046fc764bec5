import { renderCases } from './testing/render-cases.js';

const data = {
  map: { a: 'A', b: 'B', n: { deep: 'D' } },
  list: ['x', 'y', 'z'],
  key: 'b',
  idx: 2,
  path: ['n', 'deep'],
  bad: true,
};

renderCases('get', [
  { data, template: '{map|get key}', expected: 'B' },
  { data, template: '{list|get idx}', expected: 'z' },
  { data, template: '{map|get path}', expected: 'D' },
  { data: { ...data, k1: 'n', k2: 'deep' }, template: '{map|get k1 k2}', expected: 'D' },
  { data, template: '[{map|get zz}][{map|get bad}][{list|get key}][{map|get idx}]', expected: '[][][][]' },
  {
    data: { ...data, proto: '__proto__', ctor: 'constructor' },
    template: '[{map|get proto}][{map|get ctor}]',
    expected: '[][]',
  },
  // `@` resolves from the variable's own frame: the value being formatted.
  { data: { s: 'a' }, template: '{s|get @}', expected: '' },
]);
