import { commandHistory, type CommandHistory } from '../../../lib/command-history.js';
import type { Product } from '../api/product.js';
import type { ProductForm } from './product-form.js';
import type { VariantDraft } from './variant-matrix.js';

/** The editor's messages by field path (`title`, `variants.2.price`, `subscription.every`). */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * One change to a product: the fields it sets, what they were, and a label for 'Review Changes'.
 * Editing the options also sets the variant matrix in the same command, so Undo takes both back.
 */
export interface ProductCommand {
  readonly label: string;
  readonly before: Readonly<Partial<ProductForm>>;
  readonly after: Readonly<Partial<ProductForm>>;
}

/** The command that sets `after` on `doc`, remembering what those fields held. */
export function setFields(doc: ProductForm, after: Partial<ProductForm>, label: string): ProductCommand {
  const before: Partial<ProductForm> = {};
  for (const key of Object.keys(after) as (keyof ProductForm)[])
    (before as Record<string, unknown>)[key] = doc[key];
  return { label, before, after };
}

const sameFields = (a: ProductCommand, b: ProductCommand) =>
  a.label === b.label && Object.keys(a.after).join() === Object.keys(b.after).join();

export const productHistory = commandHistory<ProductForm, ProductCommand>({
  apply: (doc, command) => ({ ...doc, ...command.after }),
  invert: (command) => ({ ...command, before: command.after, after: command.before }),
  // Typing into one field is one change: Undo takes back the whole edit, not one letter.
  merge: (previous, next) => (sameFields(previous, next) ? { ...next, before: previous.before } : undefined),
});

export type ProductHistory = CommandHistory<ProductForm, ProductCommand>;

/** The first message of each failing field, by path. */
export function errorsOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first message for a field or any of its entries (`images.2`). */
export function fieldError(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

/** A saved variant's id and version, by the editor's row key. */
export type VariantIdentities = ReadonlyMap<string, { id: string; version: number }>;

/** The identities of a loaded product's variants (their rows are keyed by id). */
export function identitiesOf(product: Product): VariantIdentities {
  return new Map(product.variants.map((v) => [v.id, { id: v.id, version: v.version }]));
}

/**
 * The identities after a save: the server answers the variants in the order they were sent, so
 * row n is saved variant n (new rows get their ids here).
 */
export function identitiesAfterSave(sent: readonly VariantDraft[], saved: Product): VariantIdentities {
  const map = new Map<string, { id: string; version: number }>();
  sent.forEach((row, i) => {
    const variant = saved.variants[i];
    if (variant) map.set(row.key, { id: variant.id, version: variant.version });
  });
  return map;
}

/** After 'Keep my changes': the versions of the latest product, rows it no longer has become new. */
export function identitiesAtLatest(identities: VariantIdentities, latest: Product): VariantIdentities {
  const map = new Map<string, { id: string; version: number }>();
  for (const [key, { id }] of identities) {
    const now = latest.variants.find((v) => v.id === id);
    if (now) map.set(key, { id, version: now.version });
  }
  return map;
}

/** The rows as the server should see them: saved rows with their id and version, others new. */
export function identified(variants: readonly VariantDraft[], identities: VariantIdentities): VariantDraft[] {
  return variants.map((v) => {
    const identity = identities.get(v.key);
    return { ...v, id: identity?.id, version: identity?.version };
  });
}

/** SKUs the server made for rows saved without one, so the form shows them (undefined: none). */
export function generatedSkus(sent: readonly VariantDraft[], saved: Product): VariantDraft[] | undefined {
  let changed = false;
  const next = sent.map((row, i) => {
    const sku = saved.variants[i]?.sku;
    if (row.sku.trim() !== '' || !sku) return row;
    changed = true;
    return { ...row, sku };
  });
  return changed ? next : undefined;
}
