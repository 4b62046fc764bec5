import { renderCases } from './testing/render-cases.js';

const people = [
  { id: 'a', name: 'Ann', meta: { code: 7 } },
  { id: 'b', name: 'Bob', meta: { code: 8 } },
  { name: 'No id' },
  { id: 'a', name: 'Ann 2', meta: { code: 9 } },
];

renderCases('key-by', [
  { data: { people, k: 'b' }, template: '{people|key-by id|get k|prop name}', expected: 'Bob' },
  {
    data: { people },
    template: '{people|key-by id|json}',
    expected: JSON.stringify({ a: people[3], b: people[1] }),
  },
  { data: { people }, template: '{people|key-by meta.code|count}', expected: '3' },
  { data: { people }, template: '{people|key-by|json} {zz|key-by id|json}', expected: '{} {}' },
  {
    data: { xs: [{ k: '__proto__', v: 1 }] },
    template: '{xs|key-by k|json}',
    expected: '{"__proto__":{"k":"__proto__","v":1}}',
  },
]);
