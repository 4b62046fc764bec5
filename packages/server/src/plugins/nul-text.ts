/**
 * Text may not hold the NUL character: PostgreSQL refuses it in every text column (a 5xx there,
 * while SQLite stored it), and no name, answer or address ever needs it. Bodies carrying one are
 * refused with a 400 before any route sees them (issue 17, found by the fuzzing test).
 */
export const NUL_TEXT_MESSAGE = 'Text may not contain the NUL character';

/** True when a JSON text has a `\u0000` escape inside a string (the only way JSON carries NUL). */
export function jsonHasNul(text: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf('\\u0000', from);
    if (at < 0) return false;
    // An escaped backslash before it (`\\u0000`) is the six characters, not NUL: count backslashes.
    let slashes = 0;
    for (let i = at; i >= 0 && text.charCodeAt(i) === 0x5c; i--) slashes++;
    if (slashes % 2 === 1) return true;
    from = at + 1;
  }
}

/** True when a form-encoded body decodes to a NUL anywhere (`%00`, or a raw NUL byte). */
export function formHasNul(body: string): boolean {
  return body.includes('\u0000') || /%00/i.test(body);
}
