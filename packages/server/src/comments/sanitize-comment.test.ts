import { describe, expect, it } from 'vitest';
import { sanitizeComment } from './sanitize-comment.js';

describe('sanitizeComment', () => {
  it('turns typed text into paragraphs and line breaks', () => {
    expect(sanitizeComment('Hello\nthere\n\nSecond')).toBe('<p>Hello<br />there</p><p>Second</p>');
  });

  it('keeps bold, italic and links, adding nofollow ugc to links', () => {
    expect(sanitizeComment('<b>bold</b> <em>it</em> <a href="https://x.test/" target="_blank">x</a>')).toBe(
      '<p><b>bold</b> <em>it</em> <a href="https://x.test/" rel="nofollow ugc">x</a></p>',
    );
  });

  it('removes scripts, handlers, images and javascript: links', () => {
    const out = sanitizeComment(
      '<p onclick="x()">hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a></p>',
    );
    expect(out).toBe('<p>hi<a rel="nofollow ugc">y</a></p>');
  });

  it('answers empty when nothing visible is left', () => {
    expect(sanitizeComment('<script>alert(1)</script>')).toBe('');
    expect(sanitizeComment('  \n\n ')).toBe('');
  });
});
