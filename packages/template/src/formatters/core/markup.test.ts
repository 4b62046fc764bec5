import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attrs, element, voidElement } from './markup.js';

describe('attrs, element, voidElement', () => {
  it('writes escaped values, bare true attributes and skips false or undefined', () => {
    expect(
      attrs({ class: 'a', 'data-x': 'say "<hi>" & go', hidden: true, checked: false, id: undefined, n: 3 }),
    ).toBe(' class="a" data-x="say &quot;&lt;hi&gt;&quot; &amp; go" hidden n="3"');
    expect(element('p', { class: 'x' }, '<b>ok</b>')).toBe('<p class="x"><b>ok</b></p>');
    expect(voidElement('input', { type: 'hidden', value: '"' })).toBe('<input type="hidden" value="&quot;">');
  });

  it('never lets a value end its attribute or open a tag', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const html = attrs({ 'data-v': value });
        expect(html.startsWith(' data-v="')).toBe(true);
        expect(html.slice(9, -1)).not.toMatch(/["<>]/);
        expect(html.endsWith('"')).toBe(true);
      }),
    );
  });
});
