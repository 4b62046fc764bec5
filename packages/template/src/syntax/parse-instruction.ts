import { parseExpression } from '../expr/parse-expression.js';
import type { IfTerm, Node, PredicateCall, Pos, Ref } from './nodes.js';
import { parseRef, pathEnd, readRef, spaceEnd, splitArgs, wordEnd } from './reference.js';
import type { Tag } from './tag.js';
import { readFormatters, readVarList } from './variable-tag.js';

const LITERALS: Readonly<Record<string, string>> = {
  'meta-left': '{',
  'meta-right': '}',
  newline: '\n',
  space: ' ',
  tab: '\t',
};

type Parser = (rest: string, pos: Pos, body: string) => Tag | null;

const leaf = (node: Node): Tag => ({ type: 'leaf', node });

/** `WS+ ref` filling the rest exactly. */
function spacedRef(rest: string): Ref | null {
  const i = spaceEnd(rest, 0);
  return i === 0 ? null : parseRef(rest.slice(i));
}

/** A predicate name (`word?`) at `i`, with its argument string after the `?` (§9.1). */
function predicateAt(s: string, i: number): PredicateCall | null {
  const end = wordEnd(s, i);
  if (end === -1 || s.charCodeAt(end) !== 63 /* ? */) return null;
  return { name: s.slice(i, end + 1), args: splitArgs(s.slice(end + 1)) };
}

/** `WS+ '@' WORD WS+` at the start of `rest`: the variable name and where the remainder starts. */
function definition(rest: string): { name: string; next: number } | null {
  const at = spaceEnd(rest, 0);
  if (at === 0 || rest.charCodeAt(at) !== 64 /* @ */) return null;
  const end = wordEnd(rest, at + 1);
  if (end === -1) return null;
  const next = spaceEnd(rest, end);
  return next === end ? null : { name: rest.slice(at + 1, end), next };
}

function ifTerms(s: string): { terms: IfTerm[]; ops: ('&&' | '||')[] } | null {
  const terms: IfTerm[] = [];
  const ops: ('&&' | '||')[] = [];
  let i = 0;
  for (;;) {
    const not = s.charCodeAt(i) === 33; /* ! */
    const ref = readRef(s, not ? i + 1 : i);
    if (!ref) return null;
    terms.push({ ref: ref.segments, not });
    if (ref.end === s.length) return { terms, ops };
    const j = spaceEnd(s, ref.end);
    const op = s.slice(j, j + 2);
    if (op !== '&&' && op !== '||') return null;
    ops.push(op);
    i = spaceEnd(s, j + 2);
  }
}

function ctxBindings(s: string): (readonly [string, Ref])[] | null {
  const items = s.split(/[ \t\n\r\v\f]+/);
  const bindings: (readonly [string, Ref])[] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as string;
    const eq = item.indexOf('=');
    if (eq === -1) {
      // A final bare word is silently ignored (§5.10 quirk); anything else is not a binding.
      if (k === items.length - 1 && wordEnd(item, 0) === item.length) continue;
      return null;
    }
    const key = item.slice(0, eq);
    const ref = parseRef(item.slice(eq + 1));
    if (wordEnd(key, 0) !== key.length || !ref) return null;
    bindings.push([key, ref]);
  }
  return bindings.length > 0 ? bindings : null;
}

const parsers: Readonly<Record<string, Parser>> = {
  section: (rest) => {
    const ref = spacedRef(rest);
    return ref ? { type: 'section', ref } : null;
  },
  repeated: (rest) => {
    const i = spaceEnd(rest, 0);
    if (i === 0 || !rest.startsWith('section', i)) return null;
    const ref = spacedRef(rest.slice(i + 7));
    return ref ? { type: 'repeated', ref } : null;
  },
  alternates: (rest) => (rest === ' with' ? { type: 'alternates' } : null),
  end: (rest) => (rest === '' ? { type: 'end' } : null),
  or: (rest) => {
    if (rest === '') return { type: 'or', predicate: null };
    if (rest.charCodeAt(0) !== 32) return null;
    const predicate = predicateAt(rest, 1);
    return predicate ? { type: 'or', predicate } : null;
  },
  if: (rest) => {
    const i = spaceEnd(rest, 0);
    if (i === 0) return null;
    const predicate = predicateAt(rest, i);
    if (predicate) return { type: 'predicate', predicate, viaIf: true };
    const parsed = ifTerms(rest.slice(i));
    return parsed ? { type: 'if', ...parsed } : null;
  },
  var: (rest, pos, body) => {
    const def = definition(rest);
    if (!def) return null;
    const list = readVarList(rest, def.next);
    const formatters = list && readFormatters(rest, list.end);
    if (!list || !formatters) return null;
    return leaf({ kind: 'var', ...pos, name: def.name, refs: list.refs, formatters, raw: `{${body}}` });
  },
  ctx: (rest, pos) => {
    const def = definition(rest);
    const bindings = def && ctxBindings(rest.slice(def.next));
    return def && bindings ? leaf({ kind: 'ctx', ...pos, name: def.name, bindings }) : null;
  },
  macro: (rest) => {
    const i = spaceEnd(rest, 0);
    if (i === 0 || pathEnd(rest, i) !== rest.length) return null;
    return { type: 'macro', name: rest.slice(i) };
  },
  include: (rest, pos) => {
    if (rest.charCodeAt(0) !== 32) return null;
    const [name, ...args] = splitArgs(rest);
    if (name === undefined || pathEnd(name, 0) !== name.length) return null;
    return leaf({ kind: 'include', ...pos, name, output: args.includes('output') });
  },
  inject: (rest, pos) => {
    const def = definition(rest);
    if (!def) return null;
    const end = pathEnd(rest, def.next);
    if (end === -1) return null;
    return leaf({ kind: 'inject', ...pos, name: def.name, path: rest.slice(def.next, end) });
  },
  eval: (rest, pos) => {
    const i = spaceEnd(rest, 0);
    if (i === 0) return null;
    let source = rest.slice(i);
    const debug = source.startsWith('#');
    if (debug) source = source.slice(1);
    const parsed = parseExpression(source);
    return leaf({ kind: 'eval', ...pos, source, debug, ...parsed });
  },
};

/** An instruction body (starting with `.`): keyword or predicate right after the dot (§5). */
export function parseInstruction(body: string, pos: Pos): Tag | null {
  const end = wordEnd(body, 1);
  if (end === -1) return null;
  if (body.charCodeAt(end) === 63 /* ? */) {
    const predicate = predicateAt(body, 1);
    return predicate && { type: 'predicate', predicate, viaIf: false };
  }
  const keyword = body.slice(1, end);
  const literal = LITERALS[keyword];
  if (literal !== undefined) {
    return end === body.length ? leaf({ kind: 'text', text: literal }) : null;
  }
  const parser = Object.hasOwn(parsers, keyword) ? parsers[keyword] : undefined;
  return parser ? parser(body.slice(end), pos, body) : null;
}
