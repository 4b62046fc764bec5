import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's areas (src/<area>/) form a directed graph without cycles: an area may use the
 * areas below it, never one that uses it back. ESLint keeps every cross-area import going
 * through `<area>/index.ts` (eslint.config.js); this test reads the real import graph of the
 * production files (type imports and re-exports included, tests and testing kits left out) and
 * fails on any cycle, between areas or between single files.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports of a file (static, dynamic, re-exports), as paths of files under src. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .map((path) => [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')].find((p) => known.has(p)))
    .filter((path): path is string => path !== undefined);
}

/** A file's area: its first folder under src; files directly in src are the shared kernel. */
function areaOf(file: string): string {
  const [first, ...rest] = relative(SRC, file).split('/');
  return rest.length === 0 ? `(src)/${first}` : (first ?? '');
}

type Graph = ReadonlyMap<string, ReadonlySet<string>>;

/** One cycle of the graph as a path `a → b → … → a`, or undefined when it has none. */
export function findCycle(graph: Graph): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return undefined;
}

function graphs(): { files: Graph; areas: Graph } {
  const list = productionFiles(SRC);
  const known = new Set(list);
  const files = new Map<string, Set<string>>();
  const areas = new Map<string, Set<string>>();
  for (const file of list) {
    const targets = importsOf(file, known);
    files.set(relative(SRC, file), new Set(targets.map((t) => relative(SRC, t))));
    const from = areaOf(file);
    const edges = areas.get(from) ?? new Set<string>();
    for (const target of targets) if (areaOf(target) !== from) edges.add(areaOf(target));
    areas.set(from, edges);
  }
  return { files, areas };
}

describe('server area boundaries', () => {
  const { files, areas } = graphs();

  it('reads the real import graph (areas import each other; the cart uses pricing)', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(areas.get('cart')).toContain('pricing');
    expect(areas.get('checkout')).toContain('cart');
  });

  it('has no cycle between areas', () => {
    const cycle = findCycle(areas)?.join(' → ');
    expect(cycle, `areas in a cycle: ${cycle}`).toBeUndefined();
  });

  it('has no cycle between files', () => {
    const cycle = findCycle(files)?.join(' → ');
    expect(cycle, `files in a cycle: ${cycle}`).toBeUndefined();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['cart', new Set(['pricing'])],
      ['pricing', new Set(['tax'])],
      ['tax', new Set(['cart'])],
      ['render', new Set(['cart'])],
    ]);
    expect(findCycle(graph)).toEqual(['cart', 'pricing', 'tax', 'cart']);
    expect(findCycle(new Map([['cart', new Set(['pricing'])]]))).toBeUndefined();
  });
});
