import { Parser } from 'htmlparser2';

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe']);
const BLOCK = /^(p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|pre|figure|figcaption|hr)$/;

/** The visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BLOCK.test(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCK.test(name)) parts.push(' ');
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
