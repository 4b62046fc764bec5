import { renderCases } from './testing/render-cases.js';

renderCases('json, json-pretty, raw', [
  { data: { o: { a: [1, 'x'], b: null } }, template: '{o|json}', expected: '{"a":[1,"x"],"b":null}' },
  { data: { s: '</script><b>' }, template: '{s|json}', expected: '"<\\/script><b>"' },
  { data: { n: null }, template: '[{n|json}][{zz|json}]', expected: '[null][]' },
  {
    data: { o: { a: [1, 2], b: {} } },
    template: '{o|json-pretty}',
    expected: '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}',
  },
  { data: { s: '</x>' }, template: '{s|json-pretty}', expected: '"<\\/x>"' },
  { data: { s: '</x>', n: 1.5 }, template: '{s|raw} {n|raw}', expected: '"</x>" 1.5' },
  { data: {}, template: '[{zz|raw}][{zz|json-pretty}]', expected: '[][]' },
]);
