import type { HeaderFooter } from '@tessera/db';
import { safeLinkUrl } from './urls.js';

/** Keys whose string value is a link target, wherever they sit in the owner's header or footer. */
const LINK_KEYS: ReadonlySet<string> = new Set(['url', 'href', 'link', 'profileUrl', 'externalLink']);
const MAX_DEPTH = 16;

type Json = unknown;
const DROP = Symbol('drop');

function cleanObject(value: Record<string, Json>, depth: number): Record<string, Json> | typeof DROP {
  const out: Record<string, Json> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (LINK_KEYS.has(key) && typeof inner === 'string') {
      const safe = safeLinkUrl(inner);
      if (safe === undefined) return DROP;
      out[key] = safe;
      continue;
    }
    const cleaned = clean(inner, depth + 1);
    if (cleaned !== DROP) out[key] = cleaned;
  }
  return out;
}

/**
 * A JSON value with every link checked: an object whose link is not one we print (only http(s),
 * mailto, tel and site paths) is dropped — from a list as a whole entry (a footer link, a social
 * account), elsewhere just that object.
 */
function clean(value: Json, depth: number): Json | typeof DROP {
  if (depth > MAX_DEPTH) return DROP;
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1)).filter((v) => v !== DROP);
  if (isObject(value)) return cleanObject(value, depth);
  return value;
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function part(value: Json): Record<string, Json> {
  const cleaned = isObject(value) ? clean(value, 0) : DROP;
  return cleaned === DROP ? {} : (cleaned as Record<string, Json>);
}

/**
 * `headerFooter` as pages show it: the owner's own JSON (any shape the editor saves), with every
 * link validated (`url`, `href`, `link`, `profileUrl`, `externalLink` keys at any depth), so the
 * theme can print them as they are.
 */
export function headerFooterJson(saved: HeaderFooter): HeaderFooter {
  return { header: part(saved.header), footer: part(saved.footer) };
}

/** The logo the owner chose in the header settings: `header.logo = {fileId, altText?}`. */
export function logoChoice(saved: HeaderFooter): { fileId: string; altText: string } | undefined {
  const logo = isObject(saved.header) ? saved.header['logo'] : undefined;
  if (!isObject(logo)) return undefined;
  const { fileId, altText } = logo;
  if (typeof fileId !== 'string' || fileId === '' || fileId.length > 64) return undefined;
  return { fileId, altText: typeof altText === 'string' ? altText.trim().slice(0, 250) : '' };
}
