import { ok } from '@tessera/core';
import {
  chooseActiveProvider,
  deleteProviderConfig,
  findActiveProvider,
  findProviderConfig,
  listProviderConfigs,
  providerConfigVersion,
  putProviderConfig,
  type ConfigurableProvider,
  type Executor,
  type PaymentProviderConfig,
  type PaymentProviderId,
  type ProviderMode,
} from '@tessera/db';
import { fail, type Outcome } from '../failure.js';
import { paymentsConfigOf } from './payments-env.js';
import { maskSecret, openSecrets, sealSecrets } from './secret-box.js';

/** The secrets each outside provider needs before it can take payments. */
export const REQUIRED_SECRETS: Readonly<Record<ConfigurableProvider, readonly string[]>> = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientSecret'],
};

/** The providers a website may choose today: those whose payment code exists in this server. */
export const AVAILABLE_PROVIDERS: readonly PaymentProviderId[] = ['test', 'stripe'];

export interface ProviderSettingsView {
  id: ConfigurableProvider;
  mode: ProviderMode;
  /** Public values (publishable key, client id, webhook id). */
  settings: Record<string, string>;
  /** Each stored secret's masked hint (`••••abcd`); never the secret. */
  keyHints: Record<string, string>;
  /** True when every secret the provider needs is stored. */
  complete: boolean;
  /** The version of these settings, for a guarded save (0 before the first). */
  version: number;
}

export interface PaymentSettingsView {
  active: PaymentProviderId;
  version: number;
  providers: ProviderSettingsView[];
  /** Whether TESSERA_SECRETS_KEY is set, so secrets can be saved. */
  encryptionKeyConfigured: boolean;
}

const associated = (websiteId: string, provider: ConfigurableProvider) => `${websiteId}:${provider}`;

function complete(provider: ConfigurableProvider, hints: Record<string, string>): boolean {
  return REQUIRED_SECRETS[provider].every((name) => hints[name] !== undefined);
}

function viewOf(config: PaymentProviderConfig): ProviderSettingsView {
  return {
    id: config.provider,
    mode: config.mode,
    settings: config.public_settings,
    keyHints: config.secret_hints,
    complete: complete(config.provider, config.secret_hints),
    version: providerConfigVersion(config),
  };
}

export async function paymentSettingsView(db: Executor, websiteId: string): Promise<PaymentSettingsView> {
  const active = await findActiveProvider(db, websiteId);
  return {
    active: active.provider,
    version: active.version,
    providers: (await listProviderConfigs(db, websiteId)).map(viewOf),
    encryptionKeyConfigured: paymentsConfigOf(db).secretsKey !== undefined,
  };
}

export interface ProviderSettingsInput {
  mode: ProviderMode;
  settings: Record<string, string>;
  /** Secrets given in this save; the others stay as stored. */
  secrets: Record<string, string>;
  /** The version the owner saw (0: none saved yet); a save over a later one is refused. */
  version?: number | undefined;
}

/**
 * Saves a provider's settings: public values replaced, each given secret sealed with the install's
 * key (the others kept). Refused without a key when a secret is given, and when stored secrets can
 * no longer be opened (the key changed) unless all of them are given again, and 'changed-elsewhere'
 * when `input.version` is not the stored settings' version any more.
 */
export async function saveProviderSettings(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
  input: ProviderSettingsInput,
): Promise<Outcome<ProviderSettingsView>> {
  const key = paymentsConfigOf(db).secretsKey;
  const given = Object.keys(input.secrets).length > 0;
  if (given && !key) return fail('payment-secrets-key-missing');
  const current = await findProviderConfig(db, websiteId, provider);
  const seen = input.version;
  if (seen !== undefined && seen !== (current ? providerConfigVersion(current) : 0))
    return fail('changed-elsewhere');
  let stored: Record<string, string> = {};
  if (current?.sealed_secrets && key) {
    const opened = openSecrets(key, associated(websiteId, provider), current.sealed_secrets);
    if (!opened && !REQUIRED_SECRETS[provider].every((name) => input.secrets[name])) {
      return fail('payment-secrets-unreadable');
    }
    stored = opened ?? {};
  }
  const secrets = { ...stored, ...input.secrets };
  const hints = Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, maskSecret(value)]));
  const sealed =
    key && Object.keys(secrets).length > 0
      ? sealSecrets(key, associated(websiteId, provider), secrets)
      : (current?.sealed_secrets ?? null);
  const saved = await putProviderConfig(
    db,
    websiteId,
    provider,
    {
      mode: input.mode,
      publicSettings: input.settings,
      sealedSecrets: sealed,
      secretHints: key ? hints : (current?.secret_hints ?? {}),
    },
    seen,
  );
  // Another save came between our read and our write.
  if (!saved) return fail('changed-elsewhere');
  return ok(viewOf(saved));
}

/** A provider's settings with its secrets opened, for the provider's own calls (never for a response). */
export async function providerCredentials(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
): Promise<
  { mode: ProviderMode; settings: Record<string, string>; secrets: Record<string, string> } | undefined
> {
  const config = await findProviderConfig(db, websiteId, provider);
  const key = paymentsConfigOf(db).secretsKey;
  if (!config?.sealed_secrets || !key) return undefined;
  const secrets = openSecrets(key, associated(websiteId, provider), config.sealed_secrets);
  if (!secrets) return undefined;
  return { mode: config.mode, settings: config.public_settings, secrets };
}

/**
 * Chooses the provider for new payments: only one this server implements and, for an outside
 * provider, only once its secrets are stored. `version` guards against another owner's change.
 */
export async function chooseProvider(
  db: Executor,
  websiteId: string,
  provider: PaymentProviderId,
  version: number | undefined,
): Promise<Outcome<PaymentSettingsView>> {
  if (!AVAILABLE_PROVIDERS.includes(provider)) return fail('payment-provider-unavailable');
  if (provider !== 'test') {
    const credentials = await providerCredentials(db, websiteId, provider);
    if (!credentials || !REQUIRED_SECRETS[provider].every((name) => credentials.secrets[name])) {
      return fail('payment-provider-not-configured');
    }
  }
  const chosen = await chooseActiveProvider(db, websiteId, provider, version);
  if (!chosen) return fail('changed-elsewhere');
  return ok(await paymentSettingsView(db, websiteId));
}

/**
 * Forgets a provider's settings; refused while it takes the store's payments, and, with `version`,
 * when another owner saved them since (forgetting what is already gone is done).
 */
export async function removeProviderSettings(
  db: Executor,
  websiteId: string,
  provider: ConfigurableProvider,
  version?: number,
): Promise<Outcome<PaymentSettingsView>> {
  if ((await findActiveProvider(db, websiteId)).provider === provider) return fail('payment-provider-in-use');
  const removed = await deleteProviderConfig(db, websiteId, provider, version);
  if (!removed && version !== undefined && (await findProviderConfig(db, websiteId, provider)))
    return fail('changed-elsewhere');
  return ok(await paymentSettingsView(db, websiteId));
}
