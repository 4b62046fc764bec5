import { COLLECTION_TYPES } from '@tessera/core';

/**
 * The public URL conventions of a site, in one place: collections at `/<urlId>`, products at
 * `/<collection>/p/<item>`, other items at `/<collection>/<item>`, files at
 * `/files/<fileId>/<filename>` (image variants add `?format=500w`).
 */
export function collectionUrl(urlId: string): string {
  return `/${encodeURIComponent(urlId)}`;
}

export function itemUrl(collection: { type: number; url_id: string }, itemUrlId: string): string {
  const middle = collection.type === COLLECTION_TYPES.PRODUCTS ? '/p/' : '/';
  return `${collectionUrl(collection.url_id)}${middle}${encodeURIComponent(itemUrlId)}`;
}

export function fileAssetUrl(file: { id: string; filename: string }): string {
  return `/files/${encodeURIComponent(file.id)}/${encodeURIComponent(file.filename)}`;
}

/** Whether a link holds what browsers strip or reinterpret: controls, whitespace, `\\` (read as `/`). */
function hasUnsafeCharacter(url: string): boolean {
  for (let i = 0; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x5c) return true;
    if (code === 0x2028 || code === 0x2029 || code === 0xfeff) return true;
  }
  return false;
}

const SAFE_SCHEME = /^(?:https?:\/\/[^/?#]|mailto:|tel:)/i;
const MAX_LINK_LENGTH = 2048;

/**
 * A link target an owner typed, if it is one we print: an http(s) address, a mailto: or tel: link,
 * or a path on this site (`/about`, never `//host`); else undefined. Controls, whitespace and
 * backslashes are refused rather than cleaned, since browsers strip or reinterpret them
 * (`java\tscript:`, `/\\evil.example` is `//evil.example`).
 */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url === '' || url.length > MAX_LINK_LENGTH || hasUnsafeCharacter(url)) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  return SAFE_SCHEME.test(url) ? url : undefined;
}
