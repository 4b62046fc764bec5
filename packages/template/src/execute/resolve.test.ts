import { describe, expect, it } from 'vitest';
import { MISSING } from '../plugins.js';
import type { Value } from '../plugins.js';
import { Frame } from './frame.js';
import { compileRef, compileSectionRef } from './resolve.js';

/** root { site, post } → section post → repeated tags (index 1) → element "b" */
function stack(): Frame {
  const root = new Frame({ site: 'Acme', post: { title: 'Hi', tags: ['a', 'b'] }, n: null } as Value, null);
  root.setVar('v', 'root-var');
  const post = new Frame({ title: 'Hi', tags: ['a', 'b'] }, root);
  const array = new Frame(['a', 'b'], post);
  array.index = 1;
  return new Frame('b', array);
}

describe('compileRef (stack walk)', () => {
  it.each<[string[], Value]>([
    [['@'], 'b'],
    [['@index'], 2],
    [['@index0'], 1],
    [['title'], 'Hi'],
    [['site'], 'Acme'],
    [['@v'], 'root-var'],
    [['@', 'title'], MISSING],
    [['post', 'tags', '1'], 'b'],
    [['n', 'x'], MISSING],
    [['nothing'], MISSING],
    [['@nothing'], MISSING],
  ])('%j', (ref, expected) => {
    expect(compileRef(ref)(stack())).toEqual(expected);
  });

  it('stops the walk after a frame with the stop flag', () => {
    const root = new Frame({ site: 'Acme' }, null);
    const privateFrame = new Frame({ k: 1 }, root, true);
    expect(compileRef(['k'])(privateFrame)).toBe(1);
    expect(compileRef(['site'])(privateFrame)).toBe(MISSING);
  });
});

describe('compileSectionRef (current frame only)', () => {
  it('does not walk to enclosing frames', () => {
    const root = new Frame({ a: { x: 1 }, b: 2 }, null);
    const a = new Frame({ x: 1 }, root);
    expect(compileSectionRef(['b'])(a)).toBe(MISSING);
    expect(compileSectionRef(['x'])(a)).toBe(1);
  });
});
