import { describe, expect, it } from 'vitest';
import { previewToken, verifyPreviewToken } from './preview-token.js';

const NOW = 1_700_000_000_000;

describe('preview tokens', () => {
  it('open the page they were made for until they expire', () => {
    const token = previewToken('s3cret', 'w1', 'page.1', NOW + 1000);
    expect(verifyPreviewToken('s3cret', 'w1', token, NOW)).toBe('page.1');
    expect(verifyPreviewToken('s3cret', 'w1', token, NOW + 1000)).toBeUndefined();
  });

  it('are refused for another website, another secret, or any change to the token', () => {
    const token = previewToken('s3cret', 'w1', 'p1', NOW + 1000);
    expect(verifyPreviewToken('s3cret', 'w2', token, NOW)).toBeUndefined();
    expect(verifyPreviewToken('other', 'w1', token, NOW)).toBeUndefined();
    const [page, , sig] = token.split('.');
    expect(verifyPreviewToken('s3cret', 'w1', `${page}.${NOW + 9999}.${sig}`, NOW)).toBeUndefined();
    const otherPage = Buffer.from('p2').toString('base64url');
    expect(verifyPreviewToken('s3cret', 'w1', `${otherPage}.${NOW + 1000}.${sig}`, NOW)).toBeUndefined();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${page}.soon.${sig}`]) {
      expect(verifyPreviewToken('s3cret', 'w1', bad, NOW)).toBeUndefined();
    }
  });
});
