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

  it('uses every catalogue entry somewhere in the code base', () => {
    const all = sources.map((s) => s.text).join('\n');
    const unused = catalogue.filter((code) => !all.includes(`'${code}'`));
    expect(unused).toEqual([]);
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
