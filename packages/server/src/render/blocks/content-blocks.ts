import { safeLinkUrl } from '../context/urls.js';
import { renderMarkdown } from '../markdown.js';
import { sanitizeOwnerHtml } from '../../owner-html.js';
import { bool, int, text, type BlockLoader } from './block-loader.js';

/**
 * Text fields stay plain text (the theme escapes them with `|html`); fields named `html` hold
 * sanitised HTML printed as it is.
 */

/** HTML (the text block): the owner's HTML, sanitised. */
export const htmlBlock: BlockLoader = (block) => ({ html: sanitizeOwnerHtml(text(block.config, 'html')) });

/** Markdown rendered to HTML (marked) and sanitised. */
export const markdownBlock: BlockLoader = (block) => ({
  html: renderMarkdown(text(block.config, 'markdown')),
});

/**
 * The owner's HTML as a whole document for a sandboxed `<iframe srcdoc>`: it runs in an opaque
 * origin, so it can never reach the site's cookies or pages. The theme writes it with `|htmlattr`.
 */
function sandboxed(html: string): string {
  return `<!doctype html><meta charset="utf-8"><body style="margin:0">${html}</body>`;
}

export const embedBlock: BlockLoader = (block) => ({
  srcdoc: sandboxed(text(block.config, 'html')),
  title: text(block.config, 'title', 'Embedded content'),
  height: int(block.config, 'height', 400, 20, 4000),
});

/** Code: shown as source when asked, otherwise run like an embed in a sandboxed frame. */
export const codeBlock: BlockLoader = (block) => {
  const code = text(block.config, 'code');
  const displaySource = bool(block.config, 'displaySource');
  return {
    displaySource,
    language: text(block.config, 'language').replace(/[^a-z0-9-]/gi, ''),
    code,
    srcdoc: displaySource ? '' : sandboxed(code),
    height: int(block.config, 'height', 200, 20, 4000),
  };
};

export const quoteBlock: BlockLoader = (block) => ({
  text: text(block.config, 'text'),
  source: text(block.config, 'source'),
});

export const spacerBlock: BlockLoader = (block) => ({ height: int(block.config, 'height', 40, 0, 2000) });

export const horizontalRuleBlock: BlockLoader = () => ({});

export const buttonBlock: BlockLoader = (block) => ({
  label: text(block.config, 'label', 'Learn more'),
  url: safeLinkUrl(block.config['url']) ?? '/',
  newWindow: bool(block.config, 'newWindow'),
  size: ['small', 'medium', 'large'].includes(text(block.config, 'size'))
    ? text(block.config, 'size')
    : 'medium',
  alignment: ['left', 'center', 'right'].includes(text(block.config, 'alignment'))
    ? text(block.config, 'alignment')
    : 'left',
});

export const searchBlock: BlockLoader = (block) => ({
  action: '/search',
  placeholder: text(block.config, 'placeholder', 'Search'),
});
