/** A choice of a select list: the stored value and what the owner reads. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Codes Intl names as regions that are not countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'XK']);

/** An old code Intl still names but maps to today's one ('DD' → 'DE', 'UK' → 'GB'). */
function isAlias(code: string): boolean {
  return Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;
}

let countries: CountryOption[] | undefined;
let byCode: Map<string, string> | undefined;

/** Every ISO 3166-1 alpha-2 country Intl can name, by name (built once, from Intl.DisplayNames). */
export function countryOptions(): CountryOption[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: CountryOption[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) || isAlias(code) ? undefined : names.of(code);
      if (name && name !== code) found.push({ value: code, label: name });
    }
  }
  countries = found.sort((x, y) => x.label.localeCompare(y.label));
  return countries;
}

/** A country's English name ('DE' → 'Germany'); the code itself when Intl does not know it. */
export function countryName(code: string): string {
  byCode ??= new Map(countryOptions().map((o) => [o.value, o.label]));
  return byCode.get(code) ?? code;
}
