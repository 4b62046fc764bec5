import { asString } from '../../values.js';
import { escapeAttr, escapeHtml } from '../core/html.js';
import { valueFormatter } from '../core/value-formatter.js';

/** A URL, or an `@user` / `#tag` at the start of the text or after a space. */
const TOKEN = /\b((?:https?|ftp|file):\/\/[^\s<>"]+)|(?<=^|\s)@(\w+)|(?<=^|\s)#(\w+)/g;

function link(href: string, text: string, external: boolean): string {
  const target = external ? ' target="new" rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttr(href)}"${target}>${escapeHtml(text)}</a>`;
}

/**
 * Turns the URLs, `@users` and `#tags` of a tweet into links. Everything else is
 * HTML-escaped: tweets are third-party text and must not inject markup.
 */
export function linkTweet(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, url, user, tag] = match;
    out += escapeHtml(text.slice(last, match.index));
    if (url !== undefined) out += link(url, url, true);
    else if (user !== undefined) out += link(`https://twitter.com/${user}`, whole, false);
    else if (tag !== undefined) out += link(`https://twitter.com/hashtag/${tag}`, whole, false);
    last = match.index + whole.length;
  }
  return out + escapeHtml(text.slice(last));
}

/** `activate-twitter-links`: see {@link linkTweet}. */
export const activateTwitterLinks = valueFormatter((value) => linkTweet(asString(value)));
