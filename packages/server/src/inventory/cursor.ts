/**
 * Opaque page cursors: the sort key of the last row seen, as base64url JSON. A cursor that does
 * not decode to the expected shape starts from the first page rather than failing.
 */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<T>(
  cursor: string | undefined,
  shape: (value: unknown) => T | undefined,
): T | undefined {
  if (!cursor) return undefined;
  try {
    return shape(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}
