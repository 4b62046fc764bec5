import { describe, expect, it } from 'vitest';
import { parseTag } from './parse-tag.js';

const pos = { line: 1, column: 1 };

/** A compact description of what a tag body parses to (or 'text'). */
function kind(body: string): string {
  const tag = parseTag(body, pos);
  if (!tag) return 'text';
  if (tag.type === 'leaf')
    return tag.node.kind === 'text' ? `literal ${JSON.stringify(tag.node.text)}` : tag.node.kind;
  if (tag.type === 'predicate')
    return `predicate ${tag.predicate.name} ${JSON.stringify(tag.predicate.args)}`;
  if (tag.type === 'or') return `or ${tag.predicate ? tag.predicate.name : '-'}`;
  if (tag.type === 'section' || tag.type === 'repeated') return `${tag.type} ${tag.ref.join('.')}`;
  if (tag.type === 'if')
    return `if ${tag.terms.map((t) => (t.not ? '!' : '') + t.ref.join('.')).join(` `)} ${tag.ops.join(' ')}`;
  return tag.type;
}

describe('parseTag', () => {
  it.each<[string, string]>([
    ['a', 'variable'],
    ['a.b.0', 'variable'],
    ['@', 'variable'],
    ['@index', 'variable'],
    ['a|html', 'variable'],
    ['a, b|fmt x', 'variable'],
    [' a', 'text'],
    ['a ', 'text'],
    ['a|', 'text'],
    ['a||b', 'text'],
    ['"a"', 'text'],
    ['# note', 'drop'],
    ['^a', 'drop'],
    ['^', 'text'],
    ['.section a', 'section a'],
    ['.section\ta.b', 'section a.b'],
    ['.sectiona', 'text'],
    ['.repeated section xs', 'repeated xs'],
    ['.repeated\nsection\nxs', 'repeated xs'],
    ['.repeated xs', 'text'],
    ['.alternates with', 'alternates'],
    ['.alternates  with', 'text'],
    ['.or', 'or -'],
    ['.or equal? a 1', 'or equal?'],
    ['.or equal', 'text'],
    ['.end', 'end'],
    ['.end ', 'text'],
    ['.equal? a 1', 'predicate equal? ["a","1"]'],
    ['.equal?:a:"x y"', 'predicate equal? ["a","\\"x y\\""]'],
    ['.equal?a', 'predicate equal? []'],
    ['.main-image?', 'predicate main-image? []'],
    ['.if a', 'if a '],
    ['.if a&&b || !c', 'if a b !c && ||'],
    ['.if equal? a 1', 'predicate equal? ["a","1"]'],
    ['.if', 'text'],
    ['.if a b', 'text'],
    ['.var @x a|count', 'var'],
    ['.var @x', 'text'],
    ['.ctx @c a=b', 'ctx'],
    ['.macro a/b.c', 'macro'],
    ['.include m output', 'include'],
    ['.inject @x a/b.json', 'inject'],
    ['.eval 1 + 2', 'eval'],
    ['.eval', 'text'],
    ['.meta-left', 'literal "{"'],
    ['.meta-right', 'literal "}"'],
    ['.newline', 'literal "\\n"'],
    ['.space', 'literal " "'],
    ['.tab', 'literal "\\t"'],
    ['.nosuch', 'text'],
    ['.', 'text'],
    ['', 'text'],
  ])('%j → %s', (body, expected) => {
    expect(kind(body)).toBe(expected);
  });
});
