import { sql, type Selectable } from 'kysely';
import { clockOf } from '../clock.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type {
  ConfigurableProvider,
  PaymentProviderConfigsTable,
  PaymentProviderId,
  ProviderMode,
} from '../schema/payment-providers.js';
import type { Executor } from './executor.js';
import { nextSaveAt, savedVersion } from './save-version.js';

type ConfigRow = Selectable<PaymentProviderConfigsTable>;
export type PaymentProviderConfig = Decoded<ConfigRow>;

export interface ActiveProvider {
  provider: PaymentProviderId;
  /** 0 before the owner ever chose (the built-in test provider). */
  version: number;
}

/** The provider taking a website's new payments: the built-in test provider until one is chosen. */
export async function findActiveProvider(db: Executor, websiteId: string): Promise<ActiveProvider> {
  const row = await db
    .selectFrom('payment_settings')
    .select(['active_provider', 'version'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row ? { provider: row.active_provider, version: row.version } : { provider: 'test', version: 0 };
}

/**
 * Chooses the provider for new payments. With `fromVersion`, only when the choice is still the one
 * the caller saw (false otherwise); the version moves on each change.
 */
export async function chooseActiveProvider(
  db: Executor,
  websiteId: string,
  provider: PaymentProviderId,
  fromVersion?: number,
): Promise<ActiveProvider | undefined> {
  const now = clockOf(db).now();
  if (fromVersion === 0) {
    const inserted = await db
      .insertInto('payment_settings')
      .values({ website_id: websiteId, active_provider: provider, version: 1, updated_at: now })
      .onConflict((oc) => oc.column('website_id').doNothing())
      .returning(['active_provider', 'version'])
      .executeTakeFirst();
    return inserted ? { provider: inserted.active_provider, version: inserted.version } : undefined;
  }
  if (fromVersion !== undefined) {
    const updated = await db
      .updateTable('payment_settings')
      .set({ active_provider: provider, version: sql<number>`version + 1`, updated_at: now })
      .where('website_id', '=', websiteId)
      .where('version', '=', fromVersion)
      .returning(['active_provider', 'version'])
      .executeTakeFirst();
    return updated ? { provider: updated.active_provider, version: updated.version } : undefined;
  }
  const row = await db
    .insertInto('payment_settings')
    .values({ website_id: websiteId, active_provider: provider, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({
        active_provider: provider,
        version: sql<number>`payment_settings.version + 1`,
        updated_at: now,
      }),
    )
    .returning(['active_provider', 'version'])
    .executeTakeFirstOrThrow();
  return { provider: row.active_provider, version: row.version };
}

const decode = rowDecoder<ConfigRow>(['public_settings', 'secret_hints'], []);

export async function listProviderConfigs(db: Executor, websiteId: string): Promise<PaymentProviderConfig[]> {
  const rows = await db
    .selectFrom('payment_provider_configs')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('provider')
    .execute();
  return rows.map((row) => decode(row));
}

export async function findProviderConfig(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
): Promise<PaymentProviderConfig | undefined> {
  const row = await db
    .selectFrom('payment_provider_configs')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row ? decode(row) : undefined;
}

export interface ProviderConfigInput {
  mode: ProviderMode;
  publicSettings: Record<string, string>;
  sealedSecrets: string | null;
  secretHints: Record<string, string>;
}

/** A provider's settings version (see `savedVersion`): no column of its own is needed. */
export const providerConfigVersion = (config: PaymentProviderConfig): number => savedVersion(config);

/**
 * Writes a provider's whole settings (a PUT: the same call twice leaves the same row). With
 * `fromVersion`, only when the settings are still the ones the caller saw (0: none saved yet);
 * undefined otherwise.
 */
export async function putProviderConfig(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
  input: ProviderConfigInput,
  fromVersion?: number,
): Promise<PaymentProviderConfig | undefined> {
  const now = clockOf(db).now();
  const values = {
    mode: input.mode,
    public_settings: toJson(input.publicSettings),
    sealed_secrets: input.sealedSecrets,
    secret_hints: toJson(input.secretHints),
  };
  if (fromVersion !== undefined && fromVersion !== 0) {
    const row = await db
      .updateTable('payment_provider_configs')
      .set({ ...values, updated_at: nextSaveAt('payment_provider_configs', now) })
      .where('website_id', '=', websiteId)
      .where('provider', '=', provider)
      .where('updated_at', '=', fromVersion)
      .returningAll()
      .executeTakeFirst();
    return row && decode(row);
  }
  const row = await db
    .insertInto('payment_provider_configs')
    .values({ website_id: websiteId, provider, ...values, updated_at: now })
    .onConflict((oc) => {
      const target = oc.columns(['website_id', 'provider']);
      return fromVersion === 0
        ? target.doNothing()
        : target.doUpdateSet({ ...values, updated_at: nextSaveAt('payment_provider_configs', now) });
    })
    .returningAll()
    .executeTakeFirst();
  return row && decode(row);
}

/** Forgets a provider's settings; with `fromVersion`, only while they are still that version. */
export async function deleteProviderConfig(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
  fromVersion?: number,
): Promise<boolean> {
  let query = db
    .deleteFrom('payment_provider_configs')
    .where('website_id', '=', websiteId)
    .where('provider', '=', provider);
  if (fromVersion !== undefined) query = query.where('updated_at', '=', fromVersion);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether any website keeps sealed secrets (the server refuses to start without the key then). */
export async function anySealedSecrets(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('payment_provider_configs')
    .select('provider')
    .where('sealed_secrets', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
