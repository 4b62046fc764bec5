import { fill, TEMPLATES } from './messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOST = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

/**
 * What a typed link becomes, or the spec's message when it is not a link: an e-mail address
 * (with or without mailto:), a page path (/about), or a web address (with or without https://).
 */
export function checkLink(value: string): { href: string } | { error: string } {
  const input = value.trim();
  if (input.startsWith('/') && !input.startsWith('//')) return { href: input };
  const email = input.replace(/^mailto:/i, '');
  if (input.toLowerCase().startsWith('mailto:') || (input.includes('@') && !input.includes('/'))) {
    return EMAIL.test(email)
      ? { href: `mailto:${email}` }
      : { error: fill(TEMPLATES.emailFormat, { email: 'name@example.com' }) };
  }
  if (HOST.test(input)) return { href: /^https?:\/\//i.test(input) ? input : `https://${input}` };
  return { error: fill(TEMPLATES.linkFormat, { host: ['example.com', 'https://example.com'] }) };
}
