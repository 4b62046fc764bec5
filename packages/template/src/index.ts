export { compile } from './compile.js';
export type { CompileOptions, CompileResult } from './compile.js';
export type { Template } from './compile/template.js';
export { isTemplate } from './compile/template.js';
export { render } from './render.js';
export type { RenderOptions, RenderResult } from './render.js';
export { formatError, messages } from './errors.js';
export type { ErrorCode, ErrorKind, Severity, TemplateError } from './errors.js';
export { DEFAULT_LIMITS } from './limits.js';
export type { Limits } from './limits.js';
export { MISSING } from './plugins.js';
export type {
  Formatter,
  FormatterTable,
  Json,
  Missing,
  PlatformTag,
  PlatformTagTable,
  PluginContext,
  Plugins,
  Predicate,
  PredicateTable,
  SiteFormatter,
  Value,
  Variable,
} from './plugins.js';
export { asBoolean, asNumber, asString, emit, isMissing, isObject, isTruthy } from './values.js';
export { builtinFormatters, builtinPredicates } from './registry.js';
