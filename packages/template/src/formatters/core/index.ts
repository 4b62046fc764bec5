import type { FormatterTable } from '../../plugins.js';
import { count } from './count.js';
import { cycle } from './cycle.js';
import { datetimefield, unit } from './deprecated.js';
import { encodeSpace } from './encode-space.js';
import { encodeUri, encodeUriComponent } from './encode-uri.js';
import { format } from './format.js';
import { get } from './get.js';
import { html, htmlattr } from './html.js';
import { iter } from './iter.js';
import { json, jsonPretty, raw } from './json.js';
import { keyBy } from './key-by.js';
import { lookup } from './lookup.js';
import { mod } from './mod.js';
import { output } from './output.js';
import { pluralize } from './pluralize.js';
import { prop } from './prop.js';
import { round } from './round.js';
import { safe } from './safe.js';
import { slugify } from './slugify.js';
import { smartypants } from './smartypants.js';
import { str } from './str.js';
import { truncate } from './truncate.js';
import { urlEncode } from './url-encode.js';

/**
 * Core formatters by template name (reference §8.1 and the retired names of §8.6).
 * `apply` belongs to the engine and `date` to the i18n family.
 */
export const coreFormatters: FormatterTable = {
  count,
  cycle,
  datetimefield,
  'encode-space': encodeSpace,
  'encode-uri': encodeUri,
  'encode-uri-component': encodeUriComponent,
  format,
  get,
  html,
  htmlattr,
  htmltag: htmlattr,
  iter,
  json,
  'json-pretty': jsonPretty,
  'key-by': keyBy,
  lookup,
  mod,
  output,
  pluralize,
  prop,
  raw,
  round,
  safe,
  slugify,
  smartypants,
  str,
  truncate,
  unit,
  'url-encode': urlEncode,
};
