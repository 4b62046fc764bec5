import { BLOCK_CONFIG_KEYS, BLOCK_TYPES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, blockKind, type BlockField } from './block-catalogue.js';
import { completeConfig, keysWritten, withUploadedImage } from './field-writes.js';

/**
 * The config paths a block's fields write: 'options.design', 'sections[].items[].price', and the
 * keys a field kind writes besides its own (an image's alt text).
 */
function fieldPaths(fields: readonly BlockField[], prefix = ''): string[] {
  return fields.flatMap((field) =>
    field.kind === 'list'
      ? fieldPaths(field.fields, `${prefix}${field.key}[].`)
      : keysWritten(field).map((key) => `${prefix}${key}`),
  );
}

/** Every field among the fields, with the config path of the settings it is one of. */
function fieldsOf(fields: readonly BlockField[], prefix = ''): { field: BlockField; at: string }[] {
  return fields.flatMap((field) =>
    field.kind === 'list' ? fieldsOf(field.fields, `${prefix}${field.key}[].`) : [{ field, at: prefix }],
  );
}

/** The paths of the values in stored settings (a block's defaults, a list's new entry). */
function valuePaths(value: unknown, path: string): string[] {
  if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null))
    return value.flatMap((entry) => valuePaths(entry, `${path}[]`));
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => valuePaths(inner, path ? `${path}.${key}` : key));
  return [path];
}

/** Every list among the fields, with the config path of its entries ('sections[].items[]'). */
function listsOf(
  fields: readonly BlockField[],
  prefix = '',
): { list: Extract<BlockField, { kind: 'list' }>; entries: string }[] {
  return fields.flatMap((f) =>
    f.kind === 'list'
      ? [{ list: f, entries: `${prefix}${f.key}[]` }, ...listsOf(f.fields, `${prefix}${f.key}[].`)]
      : [],
  );
}

/** A path the loader reads, or a list whose entries it reads (an empty list in the defaults). */
const isRead = (read: readonly string[], path: string) =>
  read.includes(path) || read.some((r) => r.startsWith(`${path}[].`));

describe('the block catalogue', () => {
  it('offers each block type once, never a retired one (server RETIRED_BLOCK_TYPES)', () => {
    const types = BLOCK_CATALOGUE.map((k) => k.blockType);
    expect(new Set(types).size).toBe(types.length);
    expect(types).not.toContain(BLOCK_TYPES.FOURSQUARE);
    expect(types).not.toContain(BLOCK_TYPES.FIVEHUNDREDPIX);
    for (const type of [
      BLOCK_TYPES.PRODUCT,
      BLOCK_TYPES.DONATION,
      BLOCK_TYPES.MEMBER_AREA,
      BLOCK_TYPES.TAGCLOUD,
      BLOCK_TYPES.POSTS_BY_AUTHOR,
      BLOCK_TYPES.POSTS_BY_TAG,
      BLOCK_TYPES.POSTS_BY_CATEGORY,
      BLOCK_TYPES.POSTS_BY_MONTH,
    ]) {
      expect(types).toContain(type);
    }
  });

  it('asks owners for things by name: no setting is a raw id text box', () => {
    for (const kind of BLOCK_CATALOGUE) {
      for (const field of kind.fields) {
        if (/Id$/.test(field.key)) expect(field.kind, `${kind.label}: ${field.key}`).not.toBe('text');
        expect(field.label).not.toMatch(/\bid\b/i);
      }
    }
  });

  // Issue 19: settings saved where the loader does not look render nothing on the site. The
  // server's block-config-keys test checks BLOCK_CONFIG_KEYS against the loaders themselves.
  it('writes every setting where the server loader of its block reads it', () => {
    for (const kind of BLOCK_CATALOGUE) {
      const read = BLOCK_CONFIG_KEYS.get(kind.blockType) ?? [];
      for (const path of fieldPaths(kind.fields)) expect(read, `${kind.label}: ${path}`).toContain(path);
      for (const path of valuePaths(kind.defaults, '').filter((p) => p !== ''))
        expect(isRead(read, path), `${kind.label} defaults: ${path}`).toBe(true);
      for (const { list, entries } of listsOf(kind.fields)) {
        for (const path of valuePaths(list.newEntry, entries))
          expect(isRead(read, path), `${kind.label} new ${list.noun}: ${path}`).toBe(true);
      }
    }
  });

  // What the side panel's inputs actually save (block-field.tsx): an uploaded image, a list entry
  // completed from its neighbours. A kind that saves a key no loader reads fails here.
  it('saves nothing beyond what the loader reads when an image is uploaded or an entry completed', () => {
    const uploaded = { fileId: 'f1', altText: 'A kiln' };
    for (const kind of BLOCK_CATALOGUE) {
      const read = BLOCK_CONFIG_KEYS.get(kind.blockType) ?? [];
      for (const { field, at } of fieldsOf(kind.fields)) {
        if (field.kind !== 'image') continue;
        // A block saved by an older studio, with the preview address it kept beside the image.
        const after = withUploadedImage({ assetUrl: '/s/old.jpg' }, field.key, uploaded);
        for (const path of valuePaths(after, at.replace(/\.$/, '')))
          expect(read, `${kind.label} after an upload: ${path}`).toContain(path);
        expect(keysWritten(field)).toEqual(expect.arrayContaining(Object.keys(after)));
      }
      for (const { list, entries } of listsOf(kind.fields)) {
        if (!list.completeEntry) continue;
        const typed = Object.fromEntries(
          Object.keys(list.newEntry).map((key) => [key, 'https://x.example/a']),
        );
        for (const path of valuePaths(list.completeEntry(list.newEntry, typed), entries))
          expect(isRead(read, path), `${kind.label} completed ${list.noun}: ${path}`).toBe(true);
      }
    }
  });

  it('keeps the image typed alt text and drops the preview address older studios saved', () => {
    expect(
      withUploadedImage({ assetUrl: '/s/a.jpg', caption: 'Kiln' }, 'fileId', { fileId: 'f2', altText: 'x' }),
    ).toEqual({
      caption: 'Kiln',
      fileId: 'f2',
      altText: 'x',
    });
    expect(withUploadedImage({ altText: 'Typed' }, 'fileId', { fileId: 'f3', altText: 'From file' })).toEqual(
      {
        fileId: 'f3',
        altText: 'Typed',
      },
    );
  });

  it("empties a summary's category when another collection is chosen, and only then", () => {
    const { fields } = blockKind(BLOCK_TYPES.SUMMARY_V2);
    const before = { collectionId: 'shop', categorySlug: 'mugs', limit: 6 };
    expect(completeConfig(fields, before, { ...before, limit: 3 })).toEqual({ ...before, limit: 3 });
    expect(completeConfig(fields, before, { ...before, collectionId: 'journal' })).toEqual({
      collectionId: 'journal',
      limit: 6,
    });
  });

  it('edits an older version of a block with its current one’s settings', () => {
    const summary = blockKind(BLOCK_TYPES.SUMMARY);
    expect(summary.blockType).toBe(BLOCK_TYPES.SUMMARY);
    expect(summary.label).toBe('Summary');
    expect(summary.fields.map((f) => f.label)).toContain('Collection');
    expect(blockKind(9999).label).toBe('Block');
  });
});
