/**
 * Template errors are data (docs/style.md): returned beside the output, never thrown.
 * Messages are the reference engine's texts without their `SyntaxError: ` / `RuntimeError: ` prefix
 * (jsont-reference §12); `formatError` adds the prefix back for display.
 */

export type ErrorKind = 'syntax' | 'runtime';
export type Severity = 'error' | 'warning';

export type ErrorCode =
  | 'FORMATTER_UNKNOWN'
  | 'PREDICATE_UNKNOWN'
  | 'DEAD_CODE_BLOCK'
  | 'EOF_IN_BLOCK'
  | 'EOF_IN_COMMENT'
  | 'NOT_ALLOWED_AT_ROOT'
  | 'NOT_ALLOWED_IN_BLOCK'
  | 'NESTING_LIMIT'
  | 'SOURCE_LIMIT'
  | 'APPLY_PARTIAL_MISSING'
  | 'APPLY_PARTIAL_SYNTAX'
  | 'APPLY_PARTIAL_RECURSION_DEPTH'
  | 'EXPRESSION_PARSE'
  | 'EXPRESSION_REDUCE'
  | 'INSTRUCTION_LIMIT'
  | 'OUTPUT_LIMIT'
  | 'UNEXPECTED_ERROR'
  | 'ERROR_LIMIT'
  | 'INVALID_TEMPLATE'
  | 'PLATFORM_TAG_UNKNOWN'
  | 'PLATFORM_TAG_MISMATCH'
  | 'PLATFORM_TAG_UNCLOSED';

export interface TemplateError {
  readonly kind: ErrorKind;
  readonly code: ErrorCode | string;
  readonly message: string;
  /** 1-based line of the tag that caused the error (in `partial`'s source when that is set). */
  readonly line: number;
  /** 1-based column, counted in UTF-16 code units. */
  readonly column: number;
  readonly severity: Severity;
  /** Name of the partial whose source `line`/`column` refer to; absent for the main template. */
  readonly partial?: string;
  /**
   * The source line of the error and a caret under its column (`' 3 | {a|nope}\n   |   ^'`),
   * present when the render or compile had the source text (not for precompiled templates).
   */
  readonly excerpt?: string;
}

/** Block and instruction type names used in assembly messages (reference §3.3, §12.3). */
export type OpName =
  | 'SECTION'
  | 'REPEATED'
  | 'PREDICATE'
  | 'OR_PREDICATE'
  | 'ALTERNATES_WITH'
  | 'IF'
  | 'MACRO'
  | 'END'
  | 'PLATFORM_TAG';

/** Every message text of the engine, in one place so tests can pin them. */
export const messages = {
  formatterUnknown: (name: string) => `Formatter '${name}' is unknown`,
  predicateUnknown: (name: string) => `Predicate '${name}' is unknown`,
  deadCode: () => 'This OR_PREDICATE block will never execute.',
  eofInBlock: (type: OpName) => `Reached EOF in the middle of ${type}`,
  eofInComment: () => 'Reached EOF in the middle of a multi-line comment',
  notAllowedAtRoot: (type: OpName) => `Instruction ${type} not allowed at root`,
  notAllowedInBlock: (type: OpName, block: OpName) =>
    `${type} instruction is not allowed inside ${block} block.`,
  sourceLimit: (length: number, max: number) =>
    `Template source is ${length} characters long, more than the maximum of ${max}; it was not parsed`,
  nestingLimit: (max: number) =>
    `Blocks are nested deeper than the maximum of ${max}; the tag is kept as text`,
  partialMissing: (name: string) => `Attempt to apply partial '${name}' which could not be found.`,
  partialSyntax: (name: string, message: string) =>
    `Parse of partial "${name}" failed: SyntaxError: ${message}`,
  partialDepth: (name: string, max: number) =>
    `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${max}`,
  exprParse: (source: string, message: string) =>
    `Error parsing expression: ${JSON.stringify(source)}: ${message}`,
  exprReduce: (source: string, message: string) => `Error reducing expression: ${source}: ${message}`,
  instructionLimit: (max: number) => `A hard code limit was reached: more than ${max} instructions executed`,
  outputLimit: (max: number) => `Output exceeds the maximum size of ${max} bytes`,
  invalidTemplate: (name: string, reason: string) => `'${name}' is not a valid compiled template: ${reason}`,
  platformTagUnknown: (name: string) => `Platform tag <squarespace:${name}> is unknown`,
  platformTagMismatch: (name: string) =>
    `End tag </squarespace:${name}> does not close an open <squarespace:${name}>`,
  platformTagUnclosed: (name: string) => `<squarespace:${name}> has no end tag; taken as self-closing`,
  errorLimit: (max: number) => `More than ${max} errors; further errors are not reported`,
  unexpected: (exception: string, opcode: string, message: string) =>
    `Unexpected ${exception} error when executing ${opcode}: ${message}`,
} as const;

/** The reference engine's one-line form: `SyntaxError: …` / `RuntimeError: …`. */
export function formatError(error: TemplateError): string {
  return `${error.kind === 'syntax' ? 'SyntaxError' : 'RuntimeError'}: ${error.message}`;
}
