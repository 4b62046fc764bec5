import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, errorBody } from './errors.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && path !== join(SRC, 'errors.ts')
      ? [path]
      : [];
  });
}

const sources = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const catalogue = Object.keys(ERROR_CATALOGUE);

/** Places where code names an error: AppError('x'), catalogue['x'], sendError(…, 'x', …), classifier results. */
const USE_PATTERNS = [
  /new AppError\(\s*'([^']+)'/g,
  /ERROR_CATALOGUE\[\s*'([^']+)'\s*\]/g,
  /sendError\([^)]*?'([a-z-]+)'/g,
  /return \{ code: '([^']+)'/g,
];

function usedCodes(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const { path, text } of sources) {
    for (const pattern of USE_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const code = match[1] ?? '';
        used.set(code, [...(used.get(code) ?? []), path]);
      }
    }
  }
  return used;
}

/**
 * The codes a source answers with: `new AppError('…')`, `fail('…')` / `failure('…')` (a service's
 * Failure), `ERROR_CATALOGUE['…']`, `errorBody('…')`, a classifier's `code: '…'`, and the values of
 * a map declared `Record<…, ErrorCode>`. Comments are removed first; a declared 4xx response
 * (`errorResponses(…)`) or any other string does not count.
 */
function answeredCodes(source: string): Set<string> {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const codes = new Set<string>();
  const calls = [
    /\bnew AppError\(\s*'([a-z0-9-]+)'/g,
    /\b(?:fail|failure)\(\s*'([a-z0-9-]+)'/g,
    /\bERROR_CATALOGUE\[\s*'([a-z0-9-]+)'\s*\]/g,
    /\berrorBody\(\s*'([a-z0-9-]+)'/g,
    /\bcode: '([a-z0-9-]+)'/g,
  ];
  for (const pattern of calls) for (const match of text.matchAll(pattern)) codes.add(match[1] ?? '');
  for (const map of text.matchAll(/Record<[^=;]*?,\s*ErrorCode>>?\s*=\s*\{([^}]*)\}/g)) {
    for (const value of (map[1] ?? '').matchAll(/:\s*'([a-z0-9-]+)'/g)) codes.add(value[1] ?? '');
  }
  return codes;
}

describe('error catalogue', () => {
  it('has a status and a non-empty message for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it('contains every error code the code base throws or sends', () => {
    const used = usedCodes();
    expect(used.size).toBeGreaterThan(5);
    const unknown = [...used.entries()].filter(([code]) => !catalogue.includes(code));
    expect(unknown.map(([code, paths]) => `${code} (${paths.join(', ')})`)).toEqual([]);
  });

  it('uses every catalogue entry in a route or service, at a call site that answers with it', () => {
    const used = new Set<string>();
    for (const { text } of sources.filter((s) => !s.path.includes('/testing/'))) {
      for (const code of answeredCodes(text)) used.add(code);
    }
    expect(catalogue.filter((code) => !used.has(code))).toEqual([]);
  });

  it('finds answered codes only at call sites, never in comments, schemas or plain strings', () => {
    const text = [
      "// new AppError('in-a-comment')",
      "/** fail('in-a-doc') */",
      "responses: errorResponses('only-declared'),",
      "const label = 'just-a-string';",
      "throw new AppError('thrown', { a: 'b' });",
      "return fail('returned');",
      "failure('refused', message)",
      "ERROR_CATALOGUE['read'].message",
      "return { code: 'classified' };",
      "const MAP: Readonly<Record<Reason, ErrorCode>> = {\n  a: 'mapped',\n  'b-c': 'mapped-too',\n};",
    ].join('\n');
    expect([...answeredCodes(text)].sort()).toEqual(
      ['classified', 'mapped', 'mapped-too', 'read', 'refused', 'returned', 'thrown'].sort(),
    );
  });

  it('builds error bodies with the exact spec messages', () => {
    expect(errorBody('crumb-missing', 'req-1')).toEqual({
      code: 'crumb-missing',
      error: 'Please enable cookies in your browser, reload the page, and try again.',
      requestId: 'req-1',
    });
    expect(new AppError('crumb-mismatch').message).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(ERROR_CATALOGUE['rate-limited'].message).toBe('Please try again in a few seconds.');
  });
});
