import { describe, expect, it } from 'vitest';
import { parseRef, splitArgs } from './reference.js';

describe('parseRef', () => {
  it.each<[string, string[] | null]>([
    ['a', ['a']],
    ['a.b.c', ['a', 'b', 'c']],
    ['items.0.title', ['items', '0', 'title']],
    ['@', ['@']],
    ['@.title', ['@', 'title']],
    ['@index', ['@index']],
    ['$config.$key', ['$config', '$key']],
    ['a-b.x-', ['a-b', 'x-']],
    ['-x', null],
    ['2x', null],
    ['_x', null],
    ['a.', null],
    ['$', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(parseRef(text)).toEqual(expected);
  });
});

describe('splitArgs', () => {
  it.each<[string, string[]]>([
    ['', []],
    [' a b', ['a', 'b']],
    [':a:b', ['a', 'b']],
    ['/a b/c', ['a b', 'c']],
    [' a  b ', ['a', 'b']],
    [' ', []],
    ['a', []],
  ])('%j', (text, expected) => {
    expect(splitArgs(text)).toEqual(expected);
  });
});
