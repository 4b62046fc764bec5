import { describe, expect, it } from 'vitest';
import type { Pos } from './nodes.js';
import { scan } from './scanner.js';

/** Scans with every candidate accepted unless its body is in `rejected`; returns a trace. */
function trace(source: string, rejected: string[] = []): string[] {
  const out: string[] = [];
  scan<string>(source, {
    classify: (body) => (rejected.includes(body) ? null : body),
    text: (text) => out.push(`text ${JSON.stringify(text)}`),
    tag: (_tag, body, pos: Pos) => out.push(`tag ${body} @${pos.line}:${pos.column}`),
    unclosedComment: (pos) => out.push(`eof-comment @${pos.line}:${pos.column}`),
  });
  return out;
}

describe('scan', () => {
  it.each<[string, string[], string[]]>([
    ['plain', [], ['text "plain"']],
    ['a{b}c', [], ['text "a"', 'tag b @1:2', 'text "c"']],
    ['a{b', [], ['text "a{b"']],
    ['{{x}}', [], ['text "{"', 'tag x @1:2', 'text "}"']],
    ['{a {b} c}', [], ['text "{a "', 'tag b @1:4', 'text " c}"']],
    ['x{no}y', ['no'], ['text "x{no}y"']],
    ['a{##x}y##}b', [], ['text "a"', 'text "b"']],
    ['a\n{## open', [], ['text "a\\n"', 'eof-comment @2:1']],
    ['l1\nl2 {t}\n\n  {u}', [], ['text "l1\\nl2 "', 'tag t @2:4', 'text "\\n\\n  "', 'tag u @4:3']],
    ['{a {## c ##} b}', [], ['text "{a "', 'text " b}"']],
  ])('%j', (source, rejected, expected) => {
    expect(trace(source, rejected)).toEqual(expected);
  });

  it('is linear on long runs of open braces', () => {
    const source = `${'{'.repeat(200_000)}x}`;
    const started = performance.now();
    expect(trace(source).length).toBe(2);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
