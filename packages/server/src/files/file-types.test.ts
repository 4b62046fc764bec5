import { UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedType, cleanFileName, safeFileName, type AcceptedType } from './file-types.js';

const jpegType = acceptedType('image/jpeg') as AcceptedType;
const pdfType = acceptedType('application/pdf') as AcceptedType;

describe('safeFileName', () => {
  it.each([
    ['shirt.jpeg', jpegType, 'shirt.jpeg'],
    ['IMG_0001.JPG', jpegType, 'IMG_0001.jpg'],
    ['photo', jpegType, 'photo.jpg'],
    ['invoice.html', jpegType, 'invoice.html.jpg'],
    ['C:\\Users\\me\\Desktop\\tote.jpg', jpegType, 'tote.jpg'],
    ['../../etc/passwd', pdfType, 'passwd.pdf'],
    ['.hidden.pdf', pdfType, 'hidden.pdf'],
    ['', pdfType, 'file.pdf'],
    ['a\u0000b<c>.pdf', pdfType, 'a-b-c-.pdf'],
  ])('%j → %s', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('always gives a short, single-segment name ending in the real type’s extension', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(jpegType, pdfType), (name, type) => {
        const safe = safeFileName(name, type);
        expect(safe.length).toBeLessThanOrEqual(200);
        expect(safe).not.toMatch(/[/\\\p{Cc}<>:"|?*]/u);
        expect(safe.startsWith('.')).toBe(false);
        expect(type.aliases).toContain(safe.slice(safe.lastIndexOf('.') + 1));
      }),
    );
  });
});

describe('cleanFileName', () => {
  it('is empty when nothing usable is left', () => {
    expect(cleanFileName('///')).toBe('');
    expect(cleanFileName('  ')).toBe('');
    expect(cleanFileName('...')).toBe('');
    expect(cleanFileName('Summer  Shirt ')).toBe('Summer Shirt');
  });
});

describe('acceptedType', () => {
  it('takes every type core lists for the studio (browsers may label a zip x-zip-compressed)', () => {
    for (const type of UPLOAD_IMAGE_TYPES) expect(acceptedType(type)?.kind).toBe('image');
    const documents = UPLOAD_DOCUMENT_TYPES.filter((type) => type !== 'application/x-zip-compressed');
    for (const type of documents) expect(acceptedType(type)?.kind).toBe('document');
  });
});
