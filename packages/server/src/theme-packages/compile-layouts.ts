import { compile, type Plugins, type Template } from '@tessera/template';
import { positionOf, type PackageError } from './package-error.js';
import { regionStem, type TemplateConf } from './template-conf.js';

interface RegionSpan {
  file: string;
  /** 1-based line of the joined source where the region starts, and its column there. */
  line: number;
  column: number;
}

/** An error position in the joined layout source, back in the region file it came from. */
function inRegion(spans: readonly RegionSpan[], line: number, column: number) {
  let span = spans[0] as RegionSpan;
  for (const s of spans) if (s.line < line || (s.line === line && s.column <= column)) span = s;
  const sameLine = line === span.line;
  return {
    file: span.file,
    line: line - span.line + 1,
    column: sameLine ? column - span.column + 1 : column,
  };
}

/**
 * Each layout is its regions' sources joined in order and compiled as one template (§3), so a
 * JSON-T block may open in one region and close in the next; errors point at the region file.
 */
export function compileLayouts(
  conf: TemplateConf,
  files: ReadonlyMap<string, string>,
  plugins: Plugins,
  confSource: string,
): { layouts: Map<string, Template>; errors: PackageError[] } {
  const layouts = new Map<string, Template>();
  const errors: PackageError[] = [];
  for (const [id, layout] of Object.entries(conf.layouts)) {
    const spans: RegionSpan[] = [];
    let joined = '';
    for (const region of layout.regions) {
      const file = `${regionStem(region)}.region`;
      const source = files.get(file);
      if (source === undefined) {
        const at = positionOf(confSource, Math.max(0, confSource.indexOf(`"${region}"`)));
        const message = `layout "${id}" names region "${region}", but ${file} does not exist`;
        errors.push({ file: 'template.conf', ...at, code: 'REGION_MISSING', message });
        continue;
      }
      const { line, column } = positionOf(joined, joined.length);
      spans.push({ file, line, column });
      joined += source;
    }
    if (spans.length === 0) continue;
    const { template, errors: compileErrors } = compile(joined, { plugins, platformTags: true });
    for (const e of compileErrors) {
      const at = inRegion(spans, e.line, e.column);
      errors.push({ ...at, code: e.code, message: e.message, severity: e.severity });
    }
    layouts.set(id, template);
  }
  return { layouts, errors };
}
