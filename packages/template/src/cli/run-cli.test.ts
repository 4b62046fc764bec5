import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

function files(entries: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
  for (const [name, text] of Object.entries(entries)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return dir;
}

function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('tessera-template', () => {
  it('renders a template file against a JSON file', () => {
    const dir = files({ 'page.html': '<h1>{title}</h1>', 'data.json': '{"title": "Hi"}' });
    expect(run([join(dir, 'page.html'), join(dir, 'data.json')])).toEqual({
      code: 0,
      stdout: '<h1>Hi</h1>',
      stderr: '',
    });
  });

  it('prints errors with line:column and a caret excerpt, and exits 1', () => {
    const dir = files({ 'page.html': 'one\n\t<p>{title|nosuch}</p>\n' });
    const { code, stdout, stderr } = run([join(dir, 'page.html')]);
    expect(code).toBe(1);
    expect(stdout).toBe('one\n\t<p>{title|nosuch}</p>\n');
    expect(stderr).toBe(
      `${join(dir, 'page.html')}:2:5: syntax error FORMATTER_UNKNOWN: Formatter 'nosuch' is unknown\n` +
        ' 2 | \t<p>{title|nosuch}</p>\n' +
        '   | \t   ^\n',
    );
  });

  it('loads partials from a directory, by path with and without extension', () => {
    const dir = files({
      'page.html': '{a|apply card}|{a|apply parts/card.html}|{a|apply broken}',
      'partials/card.html': '[{@}]',
      'partials/parts/card.html': '<{@}>',
      'partials/broken.html': 'x\n{.eval 1 +}',
      'data.json': '{"a": "A"}',
    });
    const argv = [
      '--partials',
      join(dir, 'partials'),
      '--enable-expr',
      join(dir, 'page.html'),
      join(dir, 'data.json'),
    ];
    const { code, stdout, stderr } = run(argv);
    expect(stdout).toBe('[A]|<A>|x\n');
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dir, 'partials')}/broken:2:1: runtime error EXPRESSION_REDUCE`);
    expect(stderr).toContain(' 2 | {.eval 1 +}\n   | ^');
  });

  it('passes locale, now and the include switch', () => {
    const dir = files({ 'page.html': '{.macro m}M{.end}{.include m output}' });
    expect(run(['--enable-include', '--locale', 'de-DE', '--now', '0', join(dir, 'page.html')]).stdout).toBe(
      'M',
    );
    expect(run([join(dir, 'page.html')]).stdout).toBe('');
  });

  it('reports bad usage and unreadable input with exit code 2, help with 0', () => {
    expect(run([]).code).toBe(2);
    expect(run(['--now', 'soon', 'x.html']).code).toBe(2);
    expect(run(['/nonexistent/page.html']).code).toBe(2);
    const help = run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: tessera-template');
  });
});
