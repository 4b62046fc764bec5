/**
 * Whether an owner's navigation link may be stored: absolute http(s) URLs, mailto: and tel:
 * links, and paths on this site. Script URLs and protocol-relative links never are.
 */
export function isAllowedLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  if (/^(mailto|tel):[^\s]+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The editor's message for a link that cannot be stored. */
export function invalidLinkMessage(value: string): string {
  return `${value} is not a valid page URL`;
}
