/** An option of a product (Size, Colour …) with its values in the order shoppers see them. */
export interface ParcelSize {
  length: number;
  width: number;
  height: number;
}
export const NO_SIZE: ParcelSize = { length: 0, width: 0, height: 0 };

export interface OptionDraft {
  key: string;
  name: string;
  values: string[];
}

/** A variant as the editor holds it: money as typed text, stock as a number. */
export interface VariantDraft {
  key: string;
  /** The saved variant's id and version; absent for a variant not saved yet. */
  id?: string | undefined;
  version?: number | undefined;
  attributes: Record<string, string>;
  price: string;
  salePrice: string;
  onSale: boolean;
  sku: string;
  qtyInStock: number;
  unlimited: boolean;
  mainImageId: string | null;
  /** Shipping weight in whole grams (physical products). */
  weightGrams: number;
  /** The parcel's length, width and height in whole millimetres (0: not given). */
  dimensionsMm: ParcelSize;
}

let counter = 0;
/** A key for a new row (React keys and drag handles), unique in this page's life. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** The options that make variants: named, with at least one value. */
export function usableOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options
    .map((o) => ({ ...o, name: o.name.trim(), values: o.values.filter((v) => v.trim() !== '') }))
    .filter((o) => o.name !== '' && o.values.length > 0);
}

/** Every combination of the options' values, in option order then value order. */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  return usableOptions(options).reduce<Record<string, string>[]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value }))),
    [{}],
  );
}

/** Whether a variant agrees with a combination on every option both name. */
function agrees(attributes: Record<string, string>, combination: Record<string, string>): boolean {
  return Object.keys(attributes).every(
    (name) => combination[name] === undefined || combination[name] === attributes[name],
  );
}

/**
 * The variant matrix for the options: one variant per combination, each keeping the variant
 * that had exactly its values, else one that agrees with it on the options both name (so adding
 * an option keeps the existing variant, its stock and history, as its first combination). New
 * combinations copy the first variant's price.
 */
export function variantMatrix(
  options: readonly OptionDraft[],
  current: readonly VariantDraft[],
): VariantDraft[] {
  const wanted = combinations(options);
  const used = new Set<string>();
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && agrees(a, b);
  const template = current[0];
  const take = (found: VariantDraft | undefined) => {
    if (found) used.add(found.key);
    return found;
  };
  const exact = wanted.map((combination) =>
    take(current.find((v) => !used.has(v.key) && same(v.attributes, combination))),
  );
  return wanted.map((attributes, i) => {
    const kept = exact[i] ?? take(current.find((v) => !used.has(v.key) && agrees(v.attributes, attributes)));
    if (kept) return { ...kept, attributes };
    return {
      key: newKey('variant'),
      attributes,
      price: template?.price ?? '',
      salePrice: '',
      onSale: false,
      sku: '',
      qtyInStock: 0,
      unlimited: false,
      mainImageId: null,
      weightGrams: template?.weightGrams ?? 0,
      dimensionsMm: template?.dimensionsMm ?? NO_SIZE,
    };
  });
}

/** 'S / Red', or 'Default' for the only variant of a product without options. */
export function variantLabel(attributes: Record<string, string>, ordering: readonly string[]): string {
  const values = ordering.map((name) => attributes[name]).filter((v): v is string => !!v);
  return values.length > 0 ? values.join(' / ') : 'Default';
}

/** Renames an option in the variants' attributes (so renaming never loses a variant). */
export function renameOption(variants: readonly VariantDraft[], from: string, to: string): VariantDraft[] {
  return variants.map((v) => {
    if (!(from in v.attributes) || from === to) return v;
    const attributes = Object.fromEntries(
      Object.entries(v.attributes).map(([name, value]) => [name === from ? to : name, value]),
    );
    return { ...v, attributes };
  });
}

/** Moves an item of a list from one place to another (drag and drop). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
