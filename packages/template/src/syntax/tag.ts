import type { FormatterCall, IfTerm, Node, PredicateCall, Ref } from './nodes.js';

/** One classified tag, before block assembly. Block openers carry what their node needs. */
export type Tag =
  | { readonly type: 'leaf'; readonly node: Node }
  | { readonly type: 'drop' }
  | { readonly type: 'section'; readonly ref: Ref }
  | { readonly type: 'repeated'; readonly ref: Ref }
  | { readonly type: 'predicate'; readonly predicate: PredicateCall; readonly viaIf: boolean }
  | { readonly type: 'if'; readonly terms: IfTerm[]; readonly ops: ('&&' | '||')[] }
  | { readonly type: 'macro'; readonly name: string }
  | {
      readonly type: 'platform';
      readonly name: string;
      readonly attrs: readonly (readonly [string, readonly Node[]])[];
    }
  | { readonly type: 'or'; readonly predicate: PredicateCall | null }
  | { readonly type: 'alternates' }
  | { readonly type: 'end' };

export type { FormatterCall };
