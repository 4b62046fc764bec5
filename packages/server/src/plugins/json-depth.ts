/**
 * The deepest nesting of arrays and objects a JSON request body may have. Deeper bodies are refused
 * with a 400 before they are parsed, so no validator or service ever recurses through them (issue 17).
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `JSON may nest at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

/** True when `text` opens more than `max` arrays/objects at once (brackets inside strings ignored). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
