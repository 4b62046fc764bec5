import { SHARE_SERVICE_LABELS, type ShareService } from '@tessera/core';
import type { Value } from '../../plugins.js';
import { isObject, isTruthy } from '../../values.js';
import { escapeAttr, escapeHtml } from '../core/html.js';
import { wellFormed } from '../core/well-formed.js';

/** What a share link needs to know about the shared page. */
export interface SharedPage {
  readonly url: string;
  readonly title: string;
  readonly imageUrl: string;
}

type ShareUrl = (page: SharedPage, encode: (text: string) => string) => string;

/** Each service's public share endpoint (the names and labels are core's `SHARE_SERVICES`). */
const SHARE_URLS: { readonly [S in ShareService]: ShareUrl } = {
  facebook: (p, e) => `https://www.facebook.com/sharer/sharer.php?u=${e(p.url)}`,
  twitter: (p, e) => `https://twitter.com/intent/tweet?url=${e(p.url)}&text=${e(p.title)}`,
  pinterest: (p, e) =>
    `https://pinterest.com/pin/create/button/?url=${e(p.url)}&media=${e(p.imageUrl)}&description=${e(p.title)}`,
  linkedin: (p, e) => `https://www.linkedin.com/sharing/share-offsite/?url=${e(p.url)}`,
  reddit: (p, e) => `https://www.reddit.com/submit?url=${e(p.url)}&title=${e(p.title)}`,
  tumblr: (p, e) => `https://www.tumblr.com/share/link?url=${e(p.url)}&name=${e(p.title)}`,
};

/** Names of the services switched on: an array of names, or an object of truthy flags. */
export function enabledServices(options: Value): string[] {
  const names = Array.isArray(options)
    ? options.filter((name): name is string => typeof name === 'string')
    : isObject(options)
      ? Object.keys(options).filter((name) => isTruthy(options[name] ?? null))
      : [];
  return names.map((name) => name.toLowerCase()).filter((name) => Object.hasOwn(SHARE_URLS, name));
}

/** One plain share link per service, each opening the service's share page in a new tab. */
export function shareLinks(services: readonly string[], page: SharedPage): string {
  const encode = (text: string) => encodeURIComponent(wellFormed(text));
  return services
    .map((name) => {
      const label = SHARE_SERVICE_LABELS[name as ShareService];
      const url = SHARE_URLS[name as ShareService];
      return (
        `<a class="ts-share-buttons__link ts-share-buttons__link--${name}" href="${escapeAttr(url(page, encode))}"` +
        ` target="_blank" rel="noopener noreferrer" aria-label="${escapeAttr(`Share on ${label}`)}">${escapeHtml(label)}</a>`
      );
    })
    .join('');
}
