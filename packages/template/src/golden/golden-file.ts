/** Reader for our `.golden` case files; the format is described in README.md beside this file. */

export interface GoldenCase {
  readonly title: string;
  readonly file: string;
  /** 1-based line of the `:CASE` header. */
  readonly line: number;
  readonly sections: ReadonlyMap<string, string>;
}

const HEADER = /^:([A-Z]+)(?: (.*))?$/;

/** Splits a golden file into cases; each section's text excludes the line break before the next header. */
export function parseGolden(text: string, file: string): GoldenCase[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const cases: GoldenCase[] = [];
  let current: { title: string; line: number; sections: Map<string, string> } | null = null;
  let section: string | null = null;
  let body: string[] = [];
  const flush = (endOfCase: boolean) => {
    // The blank line that separates cases belongs to no section.
    if (endOfCase && body[body.length - 1] === '') body.pop();
    if (current && section !== null) current.sections.set(section, body.join('\n'));
    body = [];
  };
  lines.forEach((line, k) => {
    const header = HEADER.exec(line);
    if (!header) {
      body.push(line.startsWith('::') ? line.slice(1) : line);
      return;
    }
    flush(header[1] === 'CASE');
    if (header[1] === 'CASE') {
      current = { title: header[2] ?? `case at line ${k + 1}`, line: k + 1, sections: new Map() };
      cases.push({ ...current, file });
      section = null;
    } else {
      if (!current) throw new Error(`${file}:${k + 1}: section ${header[1]} before any :CASE`);
      section = header[1] as string;
    }
  });
  flush(true);
  return cases;
}
