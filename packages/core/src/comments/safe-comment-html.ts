/**
 * A comment's HTML cut down to a safe subset: simple emphasis, paragraphs, quotes, code, lists and
 * links. Every other tag is dropped with its text kept (escaped), `script`/`style`-like elements
 * are dropped with their content, and the only attribute kept is a link's http(s) or mailto
 * `href`; links get `rel="nofollow ugc"` so spam earns no search ranking.
 *
 * @example
 * safeCommentHtml('<b onclick="x()">Hi</b> <script>alert(1)</script>'); // '<b>Hi</b> '
 */
export function safeCommentHtml(input: string): string {
  let out = '';
  let skipping: string | null = null;
  const open: string[] = [];
  for (const token of tokens(input)) {
    if (token.kind === 'text') {
      if (skipping === null) out += escapeText(decodeEntities(token.text));
      continue;
    }
    const { name, closing } = token;
    if (skipping !== null) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !token.selfClosing) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (name === 'br') out += '<br>';
    else if (closing) out += closeTag(name, open);
    else {
      out += openTag(name, token.attributes);
      open.push(name);
    }
  }
  // Close what the author left open, so the comment cannot swallow the page after it.
  return (
    out +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}

const ALLOWED: ReadonlySet<string> = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
]);
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; name: string; closing: boolean; selfClosing: boolean; attributes: string };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)/g;

function* tokens(input: string): Generator<Token> {
  let last = 0;
  for (const match of input.matchAll(TAG)) {
    if (match.index > last) yield { kind: 'text', text: input.slice(last, match.index) };
    last = match.index + match[0].length;
    if (match[2] === undefined) continue; // a comment
    const attributes = match[3] ?? '';
    yield {
      kind: 'tag',
      name: match[2].toLowerCase(),
      closing: match[1] === '/',
      selfClosing: attributes.trimEnd().endsWith('/'),
      attributes,
    };
  }
  if (last < input.length) yield { kind: 'text', text: input.slice(last) };
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const url = decodeEntities(href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim();
  return SAFE_HREF.test(url)
    ? `<a href="${escapeAttribute(url)}" rel="nofollow ugc">`
    : '<a rel="nofollow ugc">';
}

function closeTag(name: string, open: string[]): string {
  const at = open.lastIndexOf(name);
  if (at === -1) return '';
  // Closing an outer tag closes the ones opened inside it, as browsers do.
  const closed = open.splice(at);
  return closed
    .reverse()
    .map((tag) => `</${tag}>`)
    .join('');
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
