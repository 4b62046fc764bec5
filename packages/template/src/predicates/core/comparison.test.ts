import { renderCases } from '../../formatters/core/testing/render-cases.js';

const yes = (template: string, data: unknown = {}) => ({
  data,
  template: `{.${template}}Y{.or}N{.end}`,
  expected: 'Y',
});
const no = (template: string, data: unknown = {}) => ({
  data,
  template: `{.${template}}Y{.or}N{.end}`,
  expected: 'N',
});

renderCases('comparison predicates (reference §9.2–9.4)', [
  {
    data: { status: 'open', limit: 3, n: 5 },
    template:
      '{.equal? status "open"}A{.end}{.equal? status open}B{.end}{.greaterThan? n limit}C{.end}{.lessThan? n 4}D{.end}',
    expected: 'AC',
  },
  {
    data: { sizes: [1, 2, 3] },
    template: '{.repeated section sizes}{.equal? 2}two{.or}{@}{.end} {.end}',
    expected: '1 two 3 ',
  },
  {
    data: { kind: 'b' },
    template: '{.equal? kind "a"}A{.or equal? kind "b"}B{.or}other{.end}',
    expected: 'B',
  },
  yes('equal?:title:"Hello world"', { title: 'Hello world' }),
  yes('equal?|title|"a b"', { title: 'a b' }),
  yes('equal? a b', { a: { x: [1, { y: 2 }], z: null }, b: { z: null, x: [1, { y: 2 }] } }),
  no('equal? a b', { a: [1, 2], b: [2, 1] }),
  no('equal? a b', { a: { x: 1 }, b: { x: 1, y: 2 } }),
  yes('equal? a 1.0', { a: 1 }),
  yes('equal? x null'),
  yes('equal? x y'),
  yes('equal? x null', { x: null }),
  no('equal? a "1"', { a: 1 }),
  yes('equal? a true', { a: true }),
  yes('equal? a [1,"x"]', { a: [1, 'x'] }),
  yes('equal? a -2', { a: -2 }),
  // Looks like JSON but is not valid, so it is read as a reference (here: missing).
  yes('equal? zz "open'),
  no('equal? a "open', { a: '"open' }),
  no('equal?'),
  no('notEqual?'),
  yes('notEqual? a "x"', { a: 'y' }),
  no('notEqual? a "x"', { a: 'x' }),
  // Ordering: numbers
  yes('greaterThan? n 3', { n: 5 }),
  yes('greaterThan? n "10"', { n: 11 }),
  no('greaterThan? n 5', { n: 5 }),
  yes('greaterThanOrEqual? n 5', { n: 5 }),
  yes('lessThanOrEqual? n 5', { n: 5 }),
  yes('lessThan? n 5.5', { n: 5 }),
  // a non-numeric string is 0 on the right (R-Java, Appendix B #40)
  yes('greaterThan? n "abc"', { n: 1 }),
  // Ordering: strings by code units, the right side as text
  yes('greaterThan? s "10"', { s: '9' }),
  yes('lessThan? s "b"', { s: 'B' }),
  yes('greaterThan? s 10', { s: '9' }),
  // Ordering: booleans
  yes('greaterThan? b false', { b: true }),
  yes('lessThan? b "true"', { b: false }),
  // Ordering: anything else is equal only when deeply equal, otherwise less
  yes('lessThan? a b', { a: { x: 1 }, b: { y: 1 } }),
  yes('lessThan? zz 3'),
  yes('lessThanOrEqual? a b', { a: [1], b: [1] }),
  no('greaterThan? a b', { a: { x: 1 }, b: { y: 1 } }),
  // one argument compares the node
  {
    data: { ns: [1, 5, 9] },
    template: '{.repeated section ns}{.greaterThan? 4}+{.or}-{.end}{.end}',
    expected: '-++',
  },
  // extra arguments are ignored
  yes('equal? a 1 2', { a: 1 }),
]);
