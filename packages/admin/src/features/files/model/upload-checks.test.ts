import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-checks.js';

describe('uploadProblem', () => {
  it('refuses an image over 20 MB and a document over 100 MB with the spec message', () => {
    expect(uploadProblem({ name: 'big.jpg', size: 20_000_001, type: 'image/jpeg' })).toBe(
      'The file big.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    expect(uploadProblem({ name: 'book.pdf', size: 100_000_001, type: 'application/pdf' })).toBe(
      'The file book.pdf is too large. The maximum allowed file size is 100 MB.',
    );
    expect(uploadProblem({ name: 'ok.jpg', size: 20_000_000, type: 'image/jpeg' })).toBeUndefined();
  });

  it('refuses a type the server does not take, and leaves a file without a type to the server', () => {
    expect(uploadProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      'The file notes.txt does not appear to be a supported file of the expected type.',
    );
    expect(uploadProblem({ name: 'raw', size: 10, type: '' })).toBeUndefined();
  });
});
