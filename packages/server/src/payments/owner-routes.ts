import { chooseProviderInput, paypalSettingsInput, stripeSettingsInput } from '@tessera/contract';
import {
  CONFIGURABLE_PROVIDERS,
  PAYMENT_PROVIDER_IDS,
  PROVIDER_MODES,
  TEST_CARD_BEHAVIOURS,
} from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { sendFailure } from '../failure.js';
import { refusedWithLatest, sendChangedElsewhere } from '../owner-kit/index.js';
import { paymentProviderOf } from './provider-of.js';
import {
  AVAILABLE_PROVIDERS,
  chooseProvider,
  paymentSettingsView,
  removeProviderSettings,
  saveProviderSettings,
  type PaymentSettingsView,
} from './provider-settings.js';
import { TEST_CARDS } from './test-cards.js';

const testCard = z.object({
  number: z.string(),
  brand: z.string(),
  behaviour: z.enum(TEST_CARD_BEHAVIOURS),
  description: z.string(),
});

const providerSettings = z.object({
  id: z.enum(CONFIGURABLE_PROVIDERS),
  mode: z.enum(PROVIDER_MODES),
  /** Public values: publishable key (Stripe), client id and webhook id (PayPal). */
  settings: z.record(z.string(), z.string()),
  /** Each stored secret's masked hint (`••••abcd`); secrets themselves are never sent. */
  keyHints: z.record(z.string(), z.string()),
  /** Every secret the provider needs is stored. */
  complete: z.boolean(),
  /** The version of these settings: a save made from an older one is refused. */
  version: z.number().int(),
});

const paymentSettings = z.object({
  /** The provider taking the store's payments ('test' for the built-in one). */
  provider: z.string(),
  /** True while no real money moves: the checkout takes only the test cards. */
  testMode: z.boolean(),
  /** The currency the store's prices and payments are in (the site's currency). */
  currency: z.string(),
  /** The cards the test provider knows, as the checkout form lists them; empty in live mode. */
  testCards: z.array(testCard),
  /** The provider chosen for new payments, and the version of that choice (for a guarded change). */
  active: z.enum(PAYMENT_PROVIDER_IDS),
  version: z.number().int(),
  /** The providers the server can take payments with today. */
  available: z.array(z.enum(PAYMENT_PROVIDER_IDS)),
  /** Each configured outside provider, secrets masked. */
  providers: z.array(providerSettings),
  /** Whether the server has TESSERA_SECRETS_KEY, without which no secret can be saved. */
  encryptionKeyConfigured: z.boolean(),
});

/**
 * A refused choice: 'changed-elsewhere' with the settings as they are now (secrets masked, as
 * every answer has them), so the studio can offer them; or the chosen provider cannot be used.
 */
const choiceRefused = refusedWithLatest(paymentSettings, [
  'changed-elsewhere',
  'payment-provider-not-configured',
  'payment-provider-unavailable',
]);

const providerParams = z.object({ provider: z.enum(CONFIGURABLE_PROVIDERS) });
/** The settings version the owner saw: forgetting settings saved since is refused. */
const removeQuery = z.object({ version: z.coerce.number().int().min(0).optional() });
/** A refused removal: the provider takes payments, or its settings changed since (with the latest). */
const removalRefused = refusedWithLatest(paymentSettings, ['changed-elsewhere', 'payment-provider-in-use']);

const PATH = '/api/admin/commerce/payment-settings';

async function settingsOf(request: FastifyRequest, view?: PaymentSettingsView) {
  const db = request.server.database.db;
  const websiteId = request.website.id;
  const provider = await paymentProviderOf(db, websiteId);
  return {
    provider: provider.id,
    testMode: provider.testMode,
    currency: request.website.currency,
    testCards: provider.testMode ? [...TEST_CARDS] : [],
    ...(view ?? (await paymentSettingsView(db, websiteId))),
    available: [...AVAILABLE_PROVIDERS],
  };
}

/**
 * Owner API of the store's payments: which provider takes them (and its test cards), and each
 * outside provider's settings. Secrets go in, sealed at rest; only masked hints come out.
 */
export const paymentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.settings');
  const tags = ['commerce-settings'];
  app.get(
    PATH,
    { schema: { tags, response: { 200: paymentSettings } }, preHandler },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return settingsOf(request);
    },
  );

  app.put(
    `${PATH}/provider`,
    {
      schema: {
        tags,
        body: chooseProviderInput,
        response: { 200: paymentSettings, 409: choiceRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { provider, version } = request.body;
      const chosen = await chooseProvider(app.database.db, request.website.id, provider, version);
      if (chosen.ok) return settingsOf(request, chosen.value);
      if (chosen.error.code === 'changed-elsewhere')
        return sendChangedElsewhere(request, reply, await settingsOf(request));
      return sendFailure(request, reply, chosen.error);
    },
  );

  /**
   * A refused save of keys: without the server's key, with stored secrets it cannot open, or
   * 'changed-elsewhere' (another owner saved these keys since) with every setting as it is now.
   */
  const keysRefused = refusedWithLatest(paymentSettings, [
    'changed-elsewhere',
    'payment-secrets-key-missing',
    'payment-secrets-unreadable',
  ]);
  const refusedOrFailed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    error: Parameters<typeof sendFailure>[2],
  ) =>
    error.code === 'changed-elsewhere'
      ? sendChangedElsewhere(request, reply, await settingsOf(request))
      : sendFailure(request, reply, error);
  app.put(
    `${PATH}/providers/stripe`,
    {
      schema: {
        tags,
        body: stripeSettingsInput,
        response: { 200: providerSettings, 409: keysRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { mode, publishableKey, secretKey, webhookSecret, version } = request.body;
      const saved = await saveProviderSettings(app.database.db, request.website.id, 'stripe', {
        mode,
        settings: { publishableKey },
        secrets: { ...(secretKey && { secretKey }), ...(webhookSecret && { webhookSecret }) },
        version,
      });
      return saved.ok ? saved.value : refusedOrFailed(request, reply, saved.error);
    },
  );

  app.put(
    `${PATH}/providers/paypal`,
    {
      schema: {
        tags,
        body: paypalSettingsInput,
        response: { 200: providerSettings, 409: keysRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const { mode, clientId, clientSecret, webhookId, version } = request.body;
      const saved = await saveProviderSettings(app.database.db, request.website.id, 'paypal', {
        mode,
        settings: { clientId, webhookId },
        secrets: clientSecret ? { clientSecret } : {},
        version,
      });
      return saved.ok ? saved.value : refusedOrFailed(request, reply, saved.error);
    },
  );

  app.delete(
    `${PATH}/providers/:provider`,
    {
      schema: {
        tags,
        params: providerParams,
        querystring: removeQuery,
        response: { 200: paymentSettings, 409: removalRefused },
      },
      preHandler,
    },
    async (request, reply) => {
      const removed = await removeProviderSettings(
        app.database.db,
        request.website.id,
        request.params.provider,
        request.query.version,
      );
      if (!removed.ok) return refusedOrFailed(request, reply, removed.error);
      return settingsOf(request, removed.value);
    },
  );
};
