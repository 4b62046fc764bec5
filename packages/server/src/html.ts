const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A minimal server-rendered HTML document; `body` (and `head`: extra tags such as an island's
 * scripts) must already be escaped. No inline scripts (CSP).
 */
export function htmlDocument(title: string, body: string, lang = 'en', head = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}</head>
<body>
${body}
</body>
</html>
`;
}
