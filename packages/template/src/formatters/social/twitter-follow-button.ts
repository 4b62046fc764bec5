import type { Value } from '../../plugins.js';
import { asString } from '../../values.js';
import { escapeAttr, escapeHtml } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** The account name: `userName`, else the last path segment of `profileUrl`. */
export function followUsername(account: Value): string {
  const userName = asString(at(account, 'userName'));
  if (userName) return userName;
  const segments = asString(at(account, 'profileUrl'))
    .split('/')
    .filter((part) => part !== '');
  return segments.at(-1) ?? '';
}

/**
 * `twitter-follow-button`: a follow link to the account's profile (it works without scripts)
 * carrying `data-username` for the follow island. No account name → `""`.
 */
export const twitterFollowButton = valueFormatter((value) => {
  const username = followUsername(value);
  if (!username) return '';
  const href = `https://twitter.com/${encodeURIComponent(username)}`;
  return (
    `<a class="ts-follow-button" href="${escapeAttr(href)}" data-username="${escapeAttr(username)}"` +
    ` target="_blank" rel="noopener noreferrer">Follow @${escapeHtml(username)}</a>`
  );
});
