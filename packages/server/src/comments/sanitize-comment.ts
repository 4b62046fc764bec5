import sanitizeHtml from 'sanitize-html';

/**
 * What a visitor's comment may contain: paragraphs, line breaks, bold, italic and web links.
 * Links get rel="nofollow ugc" so a comment cannot lend the site's ranking to spam.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'b', 'strong', 'i', 'em'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc' } }),
  },
  // Script and style contents are dropped with their tags, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
};

/** Plain text typed into the form: blank lines make paragraphs, single line breaks stay. */
function paragraphsOf(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${p.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A comment body made safe for a public page. Typed text becomes paragraphs; any HTML is cut
 * down to the comment subset. Returns '' when nothing visible is left.
 */
export function sanitizeComment(body: string): string {
  const source = /<\s*p[\s>]/i.test(body) ? body : paragraphsOf(body);
  const safe = sanitizeHtml(source, OPTIONS).trim();
  const visible = sanitizeHtml(safe, { allowedTags: [], allowedAttributes: {} }).trim();
  return visible === '' ? '' : safe;
}
