/**
 * Rows (shipping rates, tax rules, coupons) as the undo history knows them: by a key that outlives the
 * row's deletion and re-creation, which gives it a new server id. A row that existed when the
 * screen opened is keyed by its first id; a created one by a `new:` key.
 */
export class RowKeys {
  /** Key → the row's current server id, or null while it is deleted. */
  private readonly ids = new Map<string, string | null>();
  /** Key → the row's version as last seen in a dialog or answered by a save. */
  private readonly versions = new Map<string, number>();
  private created = 0;

  /** A key for a row about to be created. */
  newKey(): string {
    this.created += 1;
    return `new:${this.created}`;
  }

  /** The key of the row with this server id. */
  keyOf(id: string): string {
    for (const [key, current] of this.ids) if (current === id) return key;
    return id;
  }

  /** The row's server id now, or undefined while it does not exist. */
  idOf(key: string): string | undefined {
    if (this.ids.has(key)) return this.ids.get(key) ?? undefined;
    return key.startsWith('new:') ? undefined : key;
  }

  set(key: string, id: string | null): void {
    this.ids.set(key, id);
  }

  /** The version the owner's next change of the row is made from. */
  saw(key: string, version: number): void {
    this.versions.set(key, version);
  }

  versionOf(key: string): number | undefined {
    return this.versions.get(key);
  }
}
