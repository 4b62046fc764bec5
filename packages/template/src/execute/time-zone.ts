const known = new Map<string, string>();

/** The zone itself when the runtime knows it, else UTC (reference §11.9). Cached per id. */
export function validTimeZone(zone: string): string {
  let valid = known.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone;
    } catch {
      valid = 'UTC';
    }
    if (known.size > 500) known.clear();
    known.set(zone, valid);
  }
  return valid;
}
