import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isContention, isDatabaseUnavailable } from './dialect.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database error codes', () => {
  it('tells contention (run it again) from everything else', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01']) {
      expect(isContention(coded(code)), code).toBe(true);
    }
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505', '42601']) {
      expect(isContention(coded(code)), code).toBe(false);
    }
    expect(isContention(undefined)).toBe(false);
  });

  it('tells an unreachable database from a bad query, through causes', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('SQLITE_CANTOPEN') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ETIMEDOUT')]))).toBe(true);
    expect(isDatabaseUnavailable(coded('42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('bug'))).toBe(false);
  });

  it('are written only in dialect.ts (no other source of db or server names one)', () => {
    const packages = fileURLToPath(new URL('../../', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const code = /'(?:SQLITE_[A-Z_]+|(?:08|23|40|53|57)[0-9A-Z]{3})'/;
    const offenders = ['db/src', 'server/src']
      .flatMap((dir) => files(join(packages, dir)))
      .filter((path) => !path.endsWith(join('db', 'src', 'dialect.ts')))
      .filter((path) => code.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
