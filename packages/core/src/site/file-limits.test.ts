import { describe, expect, it } from 'vitest';
import { formatFileSize, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from './file-limits.js';

describe('formatFileSize', () => {
  it('counts a megabyte as 1,000,000 bytes (spec §9)', () => {
    expect(formatFileSize(MAX_IMAGE_BYTES)).toBe('20 MB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe('100 MB');
    expect(formatFileSize(1_500_000)).toBe('1.5 MB');
    expect(formatFileSize(1000)).toBe('1 KB');
    expect(formatFileSize(999)).toBe('999 Bytes');
    expect([formatFileSize(12), formatFileSize(512_000), formatFileSize(2_345_678)]).toEqual([
      '12 Bytes',
      '512 KB',
      '2.3 MB',
    ]);
  });
});
