import type { Ref } from '../syntax/nodes.js';
import type { Value } from '../plugins.js';
import { MISSING } from '../plugins.js';
import type { Frame } from './frame.js';

/** Resolves a reference against a frame. */
export type Resolver = (frame: Frame) => Value;

type Step = (value: Value) => Value;

const INT32_MAX = 2147483647;

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment) && segment.length <= 10 && Number(segment) <= INT32_MAX;
}

/** Own property of a plain object; names that exist on Object.prototype need the slower check. */
function keyStep(key: string): Step {
  const inherited = key in Object.prototype;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return MISSING;
    if (inherited && !Object.hasOwn(v, key)) return MISSING;
    const r = (v as Record<string, Value | undefined>)[key];
    return r === undefined ? MISSING : r;
  };
}

function indexStep(index: number): Step {
  return (v) => {
    if (!Array.isArray(v)) return MISSING;
    const r = (v as (Value | undefined)[])[index];
    return r === undefined ? MISSING : r;
  };
}

/** A later segment applied to a value (§4.2 step 2): digit runs index arrays, anything else is a key. */
function step(segment: string): Step {
  return isIndex(segment) ? indexStep(Number(segment)) : keyStep(segment);
}

/** Looks a first segment up in one frame (§4.2 `lookup`). */
function firstLookup(segment: string): (frame: Frame) => Value {
  if (segment === '@') return (f) => f.node;
  if (segment === '@index') return (f) => (f.index >= 0 ? f.index + 1 : MISSING);
  if (segment === '@index0') return (f) => (f.index >= 0 ? f.index : MISSING);
  if (segment.startsWith('@')) {
    const name = segment.slice(1);
    return (f) => {
      const r = f.vars === null ? undefined : f.vars.get(name);
      return r === undefined ? MISSING : r;
    };
  }
  const s = step(segment);
  return (f) => s(f.node);
}

function withRest(first: Resolver, rest: readonly string[]): Resolver {
  if (rest.length === 0) return first;
  const steps = rest.map(step);
  if (steps.length === 1) {
    const only = steps[0] as Step;
    return (f) => {
      const v = first(f);
      return v === MISSING || v === null ? MISSING : only(v);
    };
  }
  return (f) => {
    let v = first(f);
    for (const s of steps) {
      if (v === MISSING || v === null) return MISSING;
      v = s(v);
    }
    return v;
  };
}

/** The stack walk for a plain name, inlined because it is the hottest path of a render. */
function walkKey(key: string): Resolver {
  const inherited = key in Object.prototype;
  return (frame) => {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      const node = f.node;
      if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
        const v = (node as Record<string, Value | undefined>)[key];
        if (v !== undefined && (!inherited || Object.hasOwn(node, key))) return v;
      }
      if (f.stop) break;
    }
    return MISSING;
  };
}

/** Normal resolution with the stack walk (§4.2); `@` as first segment means the current node only. */
export function compileRef(ref: Ref): Resolver {
  const [head, ...rest] = ref as [string, ...string[]];
  if (head !== '@' && !head.startsWith('@') && !isIndex(head)) return withRest(walkKey(head), rest);
  const lookup = firstLookup(head);
  const first: Resolver =
    head === '@'
      ? lookup
      : (frame) => {
          for (let f: Frame | null = frame; f !== null; f = f.parent) {
            const v = lookup(f);
            if (v !== MISSING) return v;
            if (f.stop) break;
          }
          return MISSING;
        };
  return withRest(first, rest);
}

/** Section-target resolution (§4.3): the first segment is looked up in the current frame only. */
export function compileSectionRef(ref: Ref): Resolver {
  const [head, ...rest] = ref as [string, ...string[]];
  return withRest(firstLookup(head), rest);
}

const cache = new Map<string, Resolver>();

/** A resolver for a reference given as text (plugins' `ctx.resolve`), cached; invalid text → missing. */
export function resolverFor(text: string, parse: (text: string) => string[] | null): Resolver {
  let resolver = cache.get(text);
  if (!resolver) {
    const ref = parse(text);
    resolver = ref ? compileRef(ref) : () => MISSING;
    if (cache.size > 2000) cache.clear();
    cache.set(text, resolver);
  }
  return resolver;
}
