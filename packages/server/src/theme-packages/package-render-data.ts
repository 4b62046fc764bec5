import type { Json } from '@tessera/template';

/** What `<squarespace:query>` asks for (template-packages.md §9.6), attributes as rendered. */
export interface QuerySpec {
  readonly collection: string;
  readonly category: string | undefined;
  readonly tag: string | undefined;
  readonly featured: boolean;
  readonly limit: number;
  readonly skip: number;
}

/** The site data the platform tags read during one synchronous render of a package theme. */
export interface PackageRenderData {
  /** Navigation entries in the platform's shape (§10.4), by `navigationId`. */
  readonly navigations: Readonly<Record<string, readonly Json[]>>;
  /** `{collection, items}` of the folder holding the page, or null outside a folder (§9.4). */
  readonly folder: Json | null;
  /** Blocks (block JSON as in `blocks`) of each block field, by the field's rendered id. */
  readonly blockFields: ReadonlyMap<string, readonly Json[]>;
  /** Query results already fetched, by `queryKey(spec)`; a spec not in it is recorded in `wanted`. */
  readonly queries: ReadonlyMap<string, readonly Json[]>;
  /** Filled during a render: queries and block fields the page asked for but the data lacked. */
  readonly wanted: { queries: QuerySpec[]; blockFields: string[] };
  /** URL prefix of the package's `scripts/` files. */
  readonly scriptBase: string;
}

export function queryKey(spec: QuerySpec): string {
  return JSON.stringify(spec);
}

let current: PackageRenderData | undefined;

/** Runs a synchronous render with `data` as the platform tags' data (rendering is synchronous). */
export function withPackageRenderData<T>(data: PackageRenderData, run: () => T): T {
  const previous = current;
  current = data;
  try {
    return run();
  } finally {
    current = previous;
  }
}

export function currentPackageRenderData(): PackageRenderData | undefined {
  return current;
}
