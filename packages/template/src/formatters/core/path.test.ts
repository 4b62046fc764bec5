import { describe, expect, it } from 'vitest';
import { MISSING } from '../../plugins.js';
import { at, child } from './path.js';

describe('child, at', () => {
  const data = { a: { b: [10, { c: 'C' }] }, n: null, '3': 'three' };

  it('steps into own properties and array elements', () => {
    expect(at(data, 'a.b.1.c')).toBe('C');
    expect(child(data.a.b, 0)).toBe(10);
    expect(child(data.a.b, '1')).toEqual({ c: 'C' });
  });

  it('is missing for absent keys, inherited properties, null and wrong kinds', () => {
    expect(at(data, 'a.x')).toBe(MISSING);
    expect(at(data, 'a.constructor')).toBe(MISSING);
    expect(at(data, 'a.__proto__')).toBe(MISSING);
    expect(at(data, 'n.x')).toBe(MISSING);
    expect(at(data, 'a.b.2')).toBe(MISSING);
    expect(at(data, 'a.b.x')).toBe(MISSING);
    expect(child(data.a.b, -1)).toBe(MISSING);
    expect(child(data.a.b, 1.5)).toBe(MISSING);
    expect(child('text', 0)).toBe(MISSING);
  });

  it('reads a digit key of an object as a plain key, and huge indexes as keys', () => {
    expect(child(data, '3')).toBe('three');
    expect(child([1], '99999999999')).toBe(MISSING);
  });
});
