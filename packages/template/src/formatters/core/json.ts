import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { valueFormatter } from './value-formatter.js';

function serialise(value: Value, indent: number | undefined): string {
  if (value === MISSING) return '';
  return JSON.stringify(value, null, indent) ?? '';
}

/** `</` can end a `<script>` element early; `<\/` means the same in JSON and JavaScript. */
function scriptSafe(text: string): string {
  return text.replace(/<\//g, '<\\/');
}

/** `json`: compact JSON, safe inside `<script>`. Missing → `""`, null → `null`. */
export const json = valueFormatter((value) => scriptSafe(serialise(value, undefined)));

/** `json-pretty`: JSON indented by two spaces, one array element per line, script-safe. */
export const jsonPretty = valueFormatter((value) => scriptSafe(serialise(value, 2)));

/** `raw`: compact JSON without the script escaping; missing → `""` (R-Java, Appendix B #21). */
export const raw = valueFormatter((value) => serialise(value, undefined));
