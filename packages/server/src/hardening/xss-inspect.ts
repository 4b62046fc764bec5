import { Parser } from 'htmlparser2';

/** Attributes whose value the browser loads or navigates to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'srcdoc',
]);
const SCRIPT_URL = /^(javascript:|vbscript:|data:text\/html|data:image\/svg|data:application\/x?html)/;
/** Elements that run or frame code, or rebase every link, when a payload puts them on a page. */
const ACTIVE_ELEMENTS = new Set([
  'base',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'isindex',
  'iframe',
]);
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

/**
 * A URL as the browser's URL parser reads its scheme: entities decoded already, leading C0 controls
 * and spaces removed, tabs and newlines removed anywhere (WHATWG URL). Other spaces (U+2028) stay,
 * and make the URL a relative one.
 */
const schemeOf = (value: string) =>
  value
    .replace(/^[\p{Cc} ]+/u, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();

/**
 * What in an HTML page would run script, found by parsing it as a browser would: any event-handler
 * attribute, a script or style holding the marker (a data script must still be the JSON it says it
 * is), a script-scheme URL, or a framing/rebasing element carrying the marker. The theme itself
 * has none of these (the CSP allows no inline script), so each one found is an injection.
 */
export function executableInjections(html: string, marker: string): string[] {
  const found: string[] = [];
  let open: { name: string; type: string; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const carries = JSON.stringify(attributes).includes(marker);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) found.push(`<${name} ${attribute}="${value.slice(0, 60)}">`);
          else if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(schemeOf(value)))
            found.push(`<${name} ${attribute}="${value.slice(0, 60)}">`);
          else if (attribute === 'style' && /expression\(|javascript:/i.test(value))
            found.push(`<${name} style>`);
        }
        if (ACTIVE_ELEMENTS.has(name) && carries) found.push(`<${name}>`);
        if (name === 'meta' && /refresh/i.test(attributes['http-equiv'] ?? '') && carries)
          found.push('<meta refresh>');
        if (name === 'script' && carries) found.push(`<script src="${attributes['src'] ?? ''}">`);
        if (name === 'script' || name === 'style') open = { name, type: attributes['type'] ?? '', text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || open.name !== name) return;
        if (open.text.includes(marker) && !isDataScript(open))
          found.push(`<${name}>${open.text.slice(0, 80)}`);
        open = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

function isDataScript(element: { name: string; type: string; text: string }): boolean {
  if (element.name !== 'script' || !DATA_SCRIPT_TYPES.has(element.type)) return false;
  try {
    JSON.parse(element.text);
    return true;
  } catch {
    return false;
  }
}
