/** A state or province: `value` is what an address, rate or rule stores (its code, such as CA), `name` its name. */
export interface RegionOption {
  readonly value: string;
  readonly name: string;
}

/**
 * The value a region is stored as: its code as addresses carry it (CA, ON, BY), else its name — for
 * the regions a list has no code for (country-region-data writes 'undefined') or only a number
 * (MK's '02'), which nobody types in an address.
 */
export function regionValue(name: string, code: string | undefined): string {
  return code && code !== 'undefined' && /[A-Za-z]/.test(code) ? code : name;
}

/** Regions are compared trimmed and without case ('ny', ' NY '). */
export function regionKey(region: string): string {
  return region.trim().toLocaleUpperCase('en-US');
}

/**
 * The option a stored or provided region names: by its code, else by its name, case-blind — so a
 * rate saved with 'California' still meets an address holding 'CA', and a provider's 'Berlin' finds BE.
 */
export function findRegion(
  regions: readonly RegionOption[],
  ...names: readonly string[]
): RegionOption | undefined {
  const keys = names.map(regionKey).filter((k) => k !== '');
  return (
    regions.find((r) => keys.includes(regionKey(r.value))) ??
    regions.find((r) => keys.includes(regionKey(r.name)))
  );
}
